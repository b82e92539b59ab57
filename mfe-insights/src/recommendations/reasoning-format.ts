/**
 * Reasoning text as the screens display it (core.md section 9): code fences stripped, JSON or
 * key-value text becomes labelled lines, semicolon lists become bullets (only when every item is
 * under 200 characters), links moved to the end. Pure, so the rules are tested without a screen.
 */

export interface LabelledLine {
  label: string;
  value: string;
}

export interface ReasoningLink {
  text: string;
  url: string;
}

export type ReasoningBody =
  | { kind: 'lines'; lines: LabelledLine[] }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'text'; paragraphs: string[] };

export interface FormattedReasoning {
  body: ReasoningBody;
  links: ReasoningLink[];
}

/** Items of a semicolon list must each be shorter than this to become bullets. */
export const BULLET_ITEM_LIMIT = 200;
/** The one-line preview in the recommendations tables. */
export const REASONING_PREVIEW_LENGTH = 100;

const FENCE = /```[\w+-]*[ \t]*\n?([\s\S]*?)```/g;
const MARKDOWN_LINK = /\[([^\]\n]+)\]\((https?:\/\/[^\s)]+)\)/g;
const BARE_URL = /https?:\/\/[^\s<>"'()[\]]+/g;
const LIST_MARKER = /^\s*(?:[-*•]|\d+[.)])\s+/;
/** 'Key: value' or 'key=value'; a key is a short name, not a sentence with figures in it. */
const KEY_VALUE = /^([A-Za-z][A-Za-z0-9_ /%&()-]{0,39}?)\s*[:=]\s*(\S[\s\S]*)$/;
const KEY_AHEAD = /,\s+(?=[A-Za-z][A-Za-z0-9_ ]{0,30}?\s*[:=])/;

export function stripCodeFences(text: string): string {
  return text.replace(FENCE, (_match, inner: string) => inner.trim()).replace(/```[\w+-]*/g, '').trim();
}

/** 'targetPrice' -> 'Target Price', 'risk_level' -> 'Risk Level', 'RSI' stays 'RSI'. */
export function humanizeKey(key: string): string {
  return key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** Takes the links out of the text (markdown links keep their words in place). */
export function extractLinks(text: string): { text: string; links: ReasoningLink[] } {
  const links: ReasoningLink[] = [];
  const add = (link: ReasoningLink) => {
    if (!links.some((known) => known.url === link.url)) links.push(link);
  };
  const withoutMarkdown = text.replace(MARKDOWN_LINK, (_match, words: string, url: string) => {
    add({ text: words.trim(), url });
    return words;
  });
  const withoutUrls = withoutMarkdown.replace(BARE_URL, (raw: string) => {
    const url = raw.replace(/[.,;:!?]+$/, '');
    add({ text: url, url });
    return raw.slice(url.length);
  });
  const cleaned = withoutUrls
    .replace(/\(\s*\)|\[\s*\]|<\s*>/g, '')
    .replace(/[ \t]+([.,;:])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]*[:,-]+[ \t]*$/gm, '')
    .trim();
  return { text: cleaned, links };
}

function scalar(value: unknown): string {
  if (value === null || value === undefined) return 'N/A';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value).trim();
}

function flatten(value: unknown, path: string[], out: LabelledLine[]): void {
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    out.push({ label: path.map(humanizeKey).join(' '), value: value.map(scalar).join(', ') });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => flatten(item, [...path, String(index + 1)], out));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) flatten(item, [...path, key], out);
  } else {
    out.push({ label: path.length ? path.map(humanizeKey).join(' ') : 'Value', value: scalar(value) });
  }
}

function parseJson(text: string): unknown {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

/** JSON becomes labelled lines; a plain list of strings becomes bullets. Links in values go to the end. */
function fromJson(json: unknown): FormattedReasoning {
  const links: ReasoningLink[] = [];
  const clean = (value: string) => {
    const found = extractLinks(value);
    for (const link of found.links) if (!links.some((known) => known.url === link.url)) links.push(link);
    return found.text;
  };
  if (Array.isArray(json) && json.every((item) => typeof item === 'string')) {
    return { body: { kind: 'bullets', items: json.map(clean).filter(Boolean) }, links };
  }
  const lines: LabelledLine[] = [];
  flatten(json, [], lines);
  const kept = lines.map((line) => ({ ...line, value: clean(line.value) })).filter((line) => line.value !== '');
  return { body: { kind: 'lines', lines: kept }, links };
}

function segmentsOf(text: string): string[] {
  const lines = text
    .split('\n')
    .map((line) => line.replace(LIST_MARKER, '').trim())
    .filter(Boolean);
  if (lines.length !== 1) return lines;
  const [line] = lines as [string];
  return (line.includes(';') ? line.split(';') : line.split(KEY_AHEAD)).map((part) => part.trim()).filter(Boolean);
}

function keyValueLines(text: string): LabelledLine[] | null {
  const lines: LabelledLine[] = [];
  for (const segment of segmentsOf(text)) {
    const match = KEY_VALUE.exec(segment);
    if (!match || match[1]!.trim().split(/\s+/).length > 4) return null;
    // '10:30' is a time, not a key and a value.
    if (/\d$/.test(match[1]!) && /^\d/.test(match[2]!)) return null;
    lines.push({ label: humanizeKey(match[1]!.trim()), value: match[2]!.trim() });
  }
  return lines.length ? lines : null;
}

function bulletItems(text: string): string[] | null {
  const lines = text.split('\n').filter((line) => line.trim());
  if (lines.length >= 2 && lines.every((line) => LIST_MARKER.test(line))) return lines.map((line) => line.replace(LIST_MARKER, '').trim());
  if (!text.includes(';')) return null;
  const items = text
    .split(';')
    .map((item) => item.replace(LIST_MARKER, '').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return items.length >= 2 && items.every((item) => item.length < BULLET_ITEM_LIMIT) ? items : null;
}

export function formatReasoning(raw: string | readonly string[] | null | undefined): FormattedReasoning {
  const source = Array.isArray(raw) ? raw.join('; ') : ((raw as string | null | undefined) ?? '');
  const text = stripCodeFences(source);
  const json = parseJson(text);
  if (json !== undefined && typeof json === 'object' && json !== null) return fromJson(json);

  const { text: body, links } = extractLinks(text);
  const lines = keyValueLines(body);
  if (lines) return { body: { kind: 'lines', lines }, links };
  const items = bulletItems(body);
  if (items) return { body: { kind: 'bullets', items }, links };
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return { body: { kind: 'text', paragraphs }, links };
}

/** One line, cut at 100 characters: what the tables show before the full text opens. */
export function reasoningPreview(raw: string | null | undefined, length = REASONING_PREVIEW_LENGTH): string {
  const line = stripCodeFences(raw ?? '').replace(/\s+/g, ' ').trim();
  return line.length > length ? `${line.slice(0, length)}...` : line;
}

/** The first line of a markdown text without its heading marks and emphasis, for a one-line preview. */
export function markdownPreview(markdown: string | null | undefined, length = REASONING_PREVIEW_LENGTH): string {
  const plain = (markdown ?? '')
    .split('\n')
    .map((line) => line.replace(/^#+\s*/, '').replace(/[*_`>|]/g, '').trim())
    .filter(Boolean)
    .join(' ');
  return reasoningPreview(plain, length);
}
