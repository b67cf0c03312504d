import { shapeOnly } from './schemas.ts';

test("the browser's shape-only schema keeps shapes, types and required fields, and drops authoring rules and annotations", () => {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'promotion.schema.json',
    title: 'Promotion',
    type: 'object',
    required: ['title'],
    additionalProperties: false,
    properties: {
      // A property named like a keyword stays: inside "properties" keys are names.
      title: { type: 'string', title: 'Title', minLength: 1, description: 'Shown on the card' },
      code: { type: 'string', pattern: '^[A-Z]+$', tsType: 'PromotionCode' },
      kind: { enum: ['a', 'b'], default: 'a' },
    },
  };
  expect(shapeOnly(schema)).toEqual({
    $id: 'promotion.schema.json',
    type: 'object',
    required: ['title'],
    properties: {
      title: { type: 'string' },
      code: { type: 'string' },
      kind: { enum: ['a', 'b'] },
    },
  });
});
