/** The shape of the generated standalone validators in ./validators/. */
export interface ValidationError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

export interface Validator<T> {
  (data: unknown): data is T;
  errors?: ValidationError[] | null;
}
