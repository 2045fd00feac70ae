import { hash, verify } from '@node-rs/argon2';

// argon2id at OWASP's minimum (m = 19 MiB, t = 2, p = 1): ~40 ms a hash on these machines.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function verifyPassword(input: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(input.hash, input.password);
  } catch {
    return false; // a hash in another format never matches
  }
}
