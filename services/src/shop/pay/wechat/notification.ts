import { createDecipheriv } from 'node:crypto';
import type { Notified, NotifyRequest, PayAccount } from '../providers';
import { headerOf, signedByWechat } from './apiv3';
import { refundState, tradeState, type WechatRefund, type WechatTransaction } from './trade';

/** A notification older or newer than this is refused: a replay, or a clock gone wrong. */
const MAX_SKEW_S = 5 * 60;

interface WechatNotification {
  event_type: string;
  resource: { algorithm: string; ciphertext: string; associated_data?: string; nonce: string };
}

/** APIv3's AEAD_AES_256_GCM with the APIv3 key: the ciphertext is base64, its 16-byte tag at the end. */
function decrypt(apiV3Key: string, r: WechatNotification['resource']): string {
  const sealed = Buffer.from(r.ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(r.nonce, 'utf8'));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  decipher.setAAD(Buffer.from(r.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]).toString('utf8');
}

/** What a notification 微信支付 signed and sealed for this account says; null for anything else. */
export function readNotification(account: PayAccount, { headers, body }: NotifyRequest): Notified | null {
  try {
    const text = body.toString('utf8');
    const timestamp = Number(headerOf(headers, 'wechatpay-timestamp'));
    if (!(Math.abs(Date.now() / 1000 - timestamp) <= MAX_SKEW_S)) return null;
    if (!signedByWechat(account, headers, text)) return null;
    const notice = JSON.parse(text) as WechatNotification;
    if (notice.resource?.algorithm !== 'AEAD_AES_256_GCM') return null;
    const content = JSON.parse(decrypt(account.values.apiV3Key, notice.resource));
    if (notice.event_type === 'TRANSACTION.SUCCESS') {
      const t = content as WechatTransaction;
      return { kind: 'pay', merchantId: t.mchid, appId: t.appid, payOrderId: t.out_trade_no, trade: tradeState(t) };
    }
    if (['REFUND.SUCCESS', 'REFUND.ABNORMAL', 'REFUND.CLOSED'].includes(notice.event_type)) {
      const r = content as WechatRefund;
      // A refund's notice names the merchant but no app: the account it was sealed for is its app's.
      return {
        kind: 'refund',
        merchantId: r.mchid ?? '',
        appId: account.appId,
        payOrderId: r.out_trade_no,
        refundId: r.out_refund_no,
        refund: refundState(r),
      };
    }
    return null;
  } catch {
    return null;
  }
}
