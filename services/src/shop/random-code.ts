import { randomInt } from 'node:crypto';

/** Lower-case letters and digits without the ambiguous ones (seed §9): 8 of them are 31^8 ≈ 850 billion codes. */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A random code to read out or type on a phone: a store's public code, an order's 查询码. */
export const randomCode = (length = 8) => Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
