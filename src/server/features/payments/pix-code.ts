import { randomBytes } from 'node:crypto';
import { createStaticPix, hasError } from 'pix-utils';
import QRCode from 'qrcode';
import { withoutAccents } from '#shared/domain/pix/receiver.ts';

export interface PixCodeInput {
  key: string;
  receiverName: string;
  receiverCity: string;
  amountCents: number;
  txid: string;
}

const TXID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A txid for one request: 'RF' and 23 random letters and digits (25, the most a static BR Code's txid
 * may have), unique enough that a payment provider could match a payment to it (decision 043).
 */
export function newTxid(): string {
  const bytes = randomBytes(23);
  return `RF${[...bytes].map((byte) => TXID_ALPHABET[byte % TXID_ALPHABET.length]).join('')}`;
}

/**
 * The static BR Code (PIX copia e cola) with the amount and txid, written by pix-utils (the EMV fields
 * and the CRC16 are its work, not ours), and its QR as a PNG data: URL, rendered here so the student's
 * phone downloads no QR library.
 */
export async function pixCode(input: PixCodeInput): Promise<{ payload: string; qrDataUrl: string }> {
  const pix = createStaticPix({
    merchantName: withoutAccents(input.receiverName),
    merchantCity: withoutAccents(input.receiverCity),
    pixKey: input.key,
    txid: input.txid,
    transactionAmount: input.amountCents / 100,
  });
  // The settings' checks keep name, city and key within what pix-utils accepts: this is a bug if reached.
  if (hasError(pix)) throw new Error(`pix-utils refused the code: ${pix.message}`);
  const payload = pix.toBRCode();
  const qrDataUrl = await QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return { payload, qrDataUrl };
}
