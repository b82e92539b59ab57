/**
 * How a failed field reads to a person: "Purchase date is not a real date", not
 * "purchaseDate: is not a real date". Messages written as sentences in the schemas ("Password must
 * be at least 8 characters") are kept as they are; zod's own wording gets the field's name.
 */

/** "purchasePrice" -> "Purchase price"; "items.2.symbol" -> "Item 3 symbol". */
export function fieldLabel(path: readonly (string | number)[]): string {
  const words: string[] = [];
  path.forEach((segment) => {
    if (typeof segment === 'number' || /^\d+$/.test(segment)) {
      const previous = words.pop() ?? 'item';
      words.push(`${previous.replace(/s$/, '')} ${Number(segment) + 1}`);
    } else {
      words.push(segment.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase());
    }
  });
  const text = words.join(' ').trim() || 'value';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** zod's default messages, turned into what they mean for the field. */
const ZOD_DEFAULTS: [RegExp, (label: string, match: RegExpMatchArray) => string][] = [
  [/^Invalid input: expected (\w+), received (undefined|null)$/, (label) => `${label} is required`],
  [/^Invalid input: expected (\w+), received \w+$/, (label, m) => `${label} must be ${article(m[1]!)}`],
  [/^Invalid option: expected one of (.+)$/, (label, m) => `${label} must be one of ${m[1]!.replaceAll('|', ', ')}`],
  [/^Too small: expected \w+ to have >=?(\d+) characters?$/, (label, m) => `${label} must be at least ${m[1]} characters`],
  [/^Too big: expected \w+ to have <=?(\d+) characters?$/, (label, m) => `${label} must be at most ${m[1]} characters`],
  [/^Too small: expected \w+ to be >=?(.+)$/, (label, m) => `${label} must be at least ${m[1]}`],
  [/^Too big: expected \w+ to be <=?(.+)$/, (label, m) => `${label} must be at most ${m[1]}`],
  [/^Unrecognized keys?: (.+)$/, (_label, m) => `Unknown field ${m[1]}`],
  [/^Invalid (.+)$/, (label, m) => `${label} is not a valid ${m[1]}`],
];

const article = (type: string) => (type === 'array' ? 'a list' : /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

/** One issue as a sentence naming its field where the message does not already. */
export function issueSentence(path: readonly (string | number)[], message: string): string {
  const label = fieldLabel(path);
  for (const [pattern, phrase] of ZOD_DEFAULTS) {
    const match = message.match(pattern);
    if (match) return phrase(label, match);
  }
  if (!path.length) return message;
  // A schema message that starts lower-case continues the field's name ("is not a real date").
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

/** Several issues in one answer: "Email is required. Password is required". */
export function issuesSentence(issues: readonly { path: readonly (string | number)[]; message: string }[]): string {
  return [...new Set(issues.map((issue) => issueSentence(issue.path, issue.message)))].join('. ');
}

/** The first problem a schema found, phrased for a person ("Purchase date is not a real date"). */
export function firstIssue(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): string {
  const issue = error.issues[0]!;
  return issueSentence(issue.path.filter((segment): segment is string | number => typeof segment !== 'symbol'), issue.message);
}
