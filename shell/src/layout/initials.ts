/**
 * Avatar initials (docs/requirements.md, "Site: header and footer"): first letters of the first and last words of the name; a one-word
 * name gives its first two letters; with no name, the first letter of the e-mail's local part
 * and of its domain.
 */
export function initialsFor(name: string | null | undefined, email: string): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${words[0][0]}${words[words.length - 1][0]}`.toUpperCase();
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  const [local = '', domain = ''] = email.split('@');
  return `${local.charAt(0)}${domain.charAt(0)}`.toUpperCase();
}

/** The welcome line shows the name, or the e-mail when there is no name (docs/requirements.md, "Site: header and footer"). */
export function displayNameFor(name: string | null | undefined, email: string): string {
  return name?.trim() ? name.trim() : email;
}

/** First word of the name, or the part of the e-mail before the @ (docs/requirements.md, "Route: /"). */
export function firstNameFor(name: string | null | undefined, email: string): string {
  const first = (name ?? '').trim().split(/\s+/)[0];
  return first ? first : email.split('@')[0];
}
