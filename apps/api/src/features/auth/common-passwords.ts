// The 10,000 most used passwords, refused at registration and password change (ASVS 2.1.7).
// The list is the frequency-ranked one of @zxcvbn-ts/language-common (MIT), kept up to date by
// its maintainers; compared without case, so 'Password' is refused like 'password'.
import { dictionary } from '@zxcvbn-ts/language-common';

const COMMON = new Set(dictionary['passwords-common'].slice(0, 10_000));

export const COMMON_PASSWORD = 'Esa contraseña es muy común y fácil de adivinar. Elige otra.';

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
