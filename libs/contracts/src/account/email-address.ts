/**
 * The one rule for an e-mail address we accept, in every form and DTO (issue L item 10): something
 * without spaces before a single @, then a domain of at least two dot-separated labels whose last
 * label (the top-level domain) is at least two letters. "a@b" and "foo@bar" fail: a message to them
 * could never arrive. Letters of any script count, so `.امارات` and `.中国` addresses pass.
 */
export const EMAIL_ADDRESS_PATTERN = /^[^\s@]{1,64}@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(?:\p{L}{2,}|xn--[a-z0-9-]+)$/iu;

export const EMAIL_ADDRESS_MAX_LENGTH = 254;

/** True for an address (already trimmed) that passes EMAIL_ADDRESS_PATTERN within the length limit. */
export function isDeliverableEmailAddress(value: string): boolean {
  return value.length <= EMAIL_ADDRESS_MAX_LENGTH && EMAIL_ADDRESS_PATTERN.test(value);
}
