// JSON syntax errors in plain words, placed where the operator has to type: a missing comma at the end
// of the value before it, not at the next token where the parser noticed.
import { printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { LineMap } from './problems.ts';

export interface SyntaxProblem {
  line: number;
  column: number;
  message: string;
}

/** The parser's error names ('CommaExpected', …); its codes are a const enum, out of reach of isolated modules. */
type ErrorName = Exclude<ReturnType<typeof printParseErrorCode>, '<unknown ParseErrorCode>'>;

const plain: Record<ErrorName, string> = {
  InvalidSymbol: 'is not JSON: names and strings take double quotes, and true, false and null are lower case',
  InvalidNumberFormat: 'is not a JSON number (no leading zeros, no trailing point, no hexadecimal)',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value: a string, number, object, array, true, false or null',
  ColonExpected: 'missing colon between the property name and its value',
  CommaExpected: 'missing comma',
  CloseBraceExpected: 'missing } to close an object',
  CloseBracketExpected: 'missing ] to close an array',
  EndOfFileExpected: 'unexpected text after the end of the JSON value',
  InvalidCommentToken: 'comments are not allowed in JSON files',
  UnexpectedEndOfComment: 'comment is not closed',
  UnexpectedEndOfString: 'string is not closed: a closing double quote is missing',
  UnexpectedEndOfNumber: 'number ends too early',
  InvalidUnicode: 'a \\u escape needs four hexadecimal digits',
  InvalidEscapeCharacter: 'invalid escape in a string (a backslash is written \\\\)',
  InvalidCharacter: 'a tab or line break inside a string must be written as an escape (\\t, \\n)',
};

/** Where the token before an offset ends (just past its last character), skipping white space. */
function endOfPreviousToken(text: string, offset: number): number {
  let at = offset;
  while (at > 0 && /\s/.test(text[at - 1])) at -= 1;
  return at;
}

/**
 * One problem per error the parser reports, except those on the line of an error already reported:
 * after one mistake the parser stumbles over the rest of that line, and those follow-ons mislead.
 */
export function syntaxProblems(text: string, errors: readonly ParseError[], lines: LineMap): SyntaxProblem[] {
  const out: SyntaxProblem[] = [];
  let lastLine = 0;
  for (const error of errors) {
    const problem = describe(text, error, lines);
    const errorLine = lines.at(error.offset).line;
    if (errorLine === lastLine || out.some((p) => p.line === problem.line && p.column === problem.column)) continue;
    lastLine = errorLine;
    out.push(problem);
  }
  return out;
}

function describe(text: string, error: ParseError, lines: LineMap): SyntaxProblem {
  const before = endOfPreviousToken(text, error.offset);
  const here = lines.at(error.offset);
  const token = text.slice(error.offset, error.offset + Math.min(error.length, 20));
  const name = printParseErrorCode(error.error);
  switch (name) {
    case 'CommaExpected':
    case 'ColonExpected': {
      const at = lines.at(before);
      const what = name === 'CommaExpected' ? 'comma' : 'colon';
      const where = at.line === here.line ? `before ${JSON.stringify(token)}` : `after line ${at.line}`;
      return { ...at, message: `missing ${what} ${where}` };
    }
    case 'PropertyNameExpected':
    case 'ValueExpected':
      // JSON allows no comma before a closing brace or bracket.
      if (text[before - 1] === ',' && (text[error.offset] === '}' || text[error.offset] === ']')) {
        const at = lines.at(before - 1);
        return { ...at, message: `comma after the last item of line ${at.line}: remove it, JSON allows none before ${text[error.offset]}` };
      }
      return { ...here, message: token ? `${plain[name]}, found ${JSON.stringify(token)}` : plain[name] };
    case 'InvalidSymbol':
    case 'InvalidNumberFormat':
      return { ...here, message: `${JSON.stringify(token)} ${plain[name]}` };
    case 'CloseBraceExpected':
    case 'CloseBracketExpected':
      if (error.offset >= text.trimEnd().length) return { ...lines.at(before), message: `${plain[name]}: the file ends first` };
      return { ...here, message: token ? `${plain[name]}, found ${JSON.stringify(token)}` : plain[name] };
    default:
      return { ...here, message: name in plain ? plain[name as ErrorName] : `JSON syntax error (${name})` };
  }
}
