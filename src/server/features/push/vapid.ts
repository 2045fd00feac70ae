import webpush from 'web-push';
import { openKey, sealKey } from '#server/ai/keys/key-crypto.ts';
import type { PushRepo } from './repo.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair: made at the first start and kept in the database, the private half
 * sealed under the app secret exactly as the admin's AI keys are. Two instances starting together
 * both try to insert; the row that won is the one both use.
 */
export async function loadVapidKeys(repo: PushRepo, secret: string): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys();
  const row = await repo.keepVapid(made.publicKey, sealKey(made.privateKey, secret));
  return { publicKey: row.publicKey, privateKey: openKey(row.sealedPrivateKey, secret) };
}
