import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { EventBus } from './event-bus.js';

describe('EventBus', () => {
  it('delivers typed payloads to every listener in order', async () => {
    const bus = new EventBus(pino({ level: 'silent' }));
    const seen: string[] = [];
    bus.on('newsletter.subscribed', ({ email }) => void seen.push(`first ${email}`));
    bus.on('newsletter.subscribed', async ({ language }) => void seen.push(`second ${language}`));
    await bus.emit('newsletter.subscribed', { email: 'a@b.co', language: 'ar' });
    expect(seen).toEqual(['first a@b.co', 'second ar']);
  });

  it('never lets a failing listener fail the emitter or the others', async () => {
    const bus = new EventBus(pino({ level: 'silent' }));
    let reached = false;
    bus.on('contact.submitted', () => {
      throw new Error('mail server down');
    });
    bus.on('contact.submitted', () => void (reached = true));
    await expect(
      bus.emit('contact.submitted', { id: '1', email: 'a@b.co', subject: 'Hi' }),
    ).resolves.toBeUndefined();
    expect(reached).toBe(true);
  });
});
