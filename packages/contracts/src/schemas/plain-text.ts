import type Joi from 'joi';

/** Tab, line feed and carriage return: the only controls a text of several lines may hold. */
const LINE_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

/**
 * C0 controls (tab included), DEL, C1 controls, the line and paragraph separators (U+2028,
 * U+2029) and the bidirectional embeddings, overrides and isolates (U+202A-U+202E,
 * U+2066-U+2069).
 */
function isControl(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

function holdsControl(text: string, multiLine: boolean): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isControl(code) && !(multiLine && LINE_CONTROLS.has(code))) return true;
  }
  return false;
}

export interface PlainTextOptions {
  /** Line breaks and tabs are text (messages, descriptions); otherwise the field is one line. */
  multiLine?: boolean;
}

/**
 * The rule for text people type: `.custom(plainText('First name'))`. It reads the value as sent,
 * before any trim or replace, so a control character is refused rather than quietly removed.
 */
export function plainText(
  label: string,
  { multiLine = false }: PlainTextOptions = {},
): Joi.CustomValidator<string> {
  const message = multiLine
    ? `${label} must not contain control characters`
    : `${label} must not contain line breaks or control characters`;
  return (value, helpers) => {
    const sent: unknown = helpers.original;
    return typeof sent === 'string' && holdsControl(sent, multiLine)
      ? helpers.message({ custom: message })
      : value;
  };
}
