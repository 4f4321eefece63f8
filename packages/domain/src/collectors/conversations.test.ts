import { describe, expect, it } from 'vitest';
import { messageInputSchema } from './conversations.ts';
import { isMessageMailDue, messageMailWindowStart, newConversationWindowStart, otherSide } from './conversations-rules.ts';

const at = (minutes: number) => new Date(Date.UTC(2025, 0, 1, 12, minutes));

describe('message mail', () => {
  it('is due when nothing was mailed, or the last mail is at least 15 minutes old', () => {
    expect(isMessageMailDue(null, at(0))).toBe(true);
    expect(isMessageMailDue(at(0), at(14))).toBe(false);
    expect(isMessageMailDue(at(0), at(15))).toBe(true);
    expect(messageMailWindowStart(at(30))).toEqual(at(15));
  });

  it('counts new conversations over the last 24 hours', () => {
    expect(newConversationWindowStart(at(0)).getTime()).toBe(at(0).getTime() - 24 * 60 * 60 * 1000);
  });

  it('names the other side', () => {
    expect(otherSide('customer')).toBe('vendor');
    expect(otherSide('vendor')).toBe('customer');
  });
});

describe('a message', () => {
  it('is trimmed plain text, never empty', () => {
    expect(messageInputSchema.parse({ body: '  Hello\r\nthere ' }).body).toBe('Hello\nthere');
    expect(messageInputSchema.safeParse({ body: '   ' }).success).toBe(false);
    expect(messageInputSchema.safeParse({ body: 'bell\u0007' }).success).toBe(false);
  });
});
