import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditOf } from '../../test/admin-audit.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { startMailSink, type MailSink } from '../../test/mail-sink.js';
import { signIn } from '../../test/sign-in.js';

let t: TestApp;
let mail: MailSink;
let admin: Awaited<ReturnType<typeof signIn>>;
beforeAll(async () => {
  mail = await startMailSink();
  t = await buildTestApp({ SMTP_URL: mail.url });
  admin = await signIn(t, { role: 'ADMIN' });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

let sent = 0;
async function submit(subject: string, email = `writer${++sent}@example.com`) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: 'Rami <b>Haddad</b>', email, subject, message: 'How do I post an ad for my car?' },
  });
  return response.json().data.id as string;
}
const list = async (query = '') =>
  (
    await t.app.inject({ url: `/api/admin/contact-submissions?limit=100${query}`, headers: admin.auth })
  ).json().data as { items: { id: string; readAt: string | null }[]; total: number; unread: number };
const act = (id: string, action: 'read' | 'archive' | 'reply', payload?: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/contact-submissions/${id}/${action}`,
    headers: admin.auth,
    ...(payload && { payload }),
  });

describe('admin contact submissions', () => {
  it('lists unread first, then newest; marking read moves one down, counts and audits it once', async () => {
    const first = await submit('First question');
    const second = await submit('Second question');
    expect((await list()).items.slice(0, 2).map((item) => item.id)).toEqual([second, first]);
    const unreadBefore = (await list()).unread;
    const read = await act(second, 'read');
    expect(read.statusCode).toBe(200);
    expect(read.json().data.readAt).not.toBeNull();
    await act(second, 'read');
    const after = await list();
    expect(after.unread).toBe(unreadBefore - 1);
    expect(after.items.findIndex((item) => item.id === second)).toBeGreaterThan(
      after.items.findIndex((item) => item.id === first),
    );
    expect((await auditOf(t, admin, second)).map((entry) => entry.action)).toEqual([
      'contactSubmission.read',
    ]);
  });

  it('searches name, email, subject and text, and pages', async () => {
    await submit('Tractor spare parts', 'farmer@example.com');
    for (const q of ['tractor', 'FARMER@', 'post an ad']) {
      const found = await list(`&q=${encodeURIComponent(q)}`);
      expect(found.total).toBeGreaterThan(0);
    }
    expect((await list('&q=zzznothing')).total).toBe(0);
    const page = (
      await t.app.inject({ url: '/api/admin/contact-submissions?limit=1&page=2', headers: admin.auth })
    ).json().data;
    expect(page).toMatchObject({ page: 2, limit: 1, hasMore: true });
    expect(page.items).toHaveLength(1);
  });

  it('replies by mail in text and escaped HTML, keeps the reply with the message and audits it', async () => {
    const id = await submit('Posting <script>', 'asker@example.com');
    const reply = 'Hello! Use the <Post> button,\nthen add photos & a price.';
    const response = await act(id, 'reply', { message: reply });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      reply: { message: reply, by: admin.user.id },
      readAt: expect.any(String),
    });
    const received = await mail.nextMail('asker@example.com', 0);
    expect(received.subject).toBe('Re: Posting <script>');
    expect(received.text.replace(/\r\n/g, '\n')).toContain(reply);
    expect(received.text).toContain('Hello Rami <b>Haddad</b>,');
    expect(received.html).toContain('Use the &#60;Post&#62; button,<br>then add photos &#38; a price.');
    expect(received.html).toContain('Rami &#60;b&#62;Haddad&#60;/b&#62;');
    expect(received.html).not.toMatch(/<script>|<Post>|<b>/);
    const stored = (await list('&q=asker')).items[0];
    expect(stored).toMatchObject({ id, reply: { message: reply } });
    expect(await auditOf(t, admin, id)).toEqual([
      expect.objectContaining({ action: 'contactSubmission.reply', after: { reply } }),
    ]);
  });

  it('archiving takes a message out of the inbox into the archive', async () => {
    const id = await submit('Old thing');
    expect((await act(id, 'archive')).json().data.archivedAt).not.toBeNull();
    expect((await list()).items.map((item) => item.id)).not.toContain(id);
    expect((await list('&archived=true')).items.map((item) => item.id)).toContain(id);
    expect((await auditOf(t, admin, id)).map((entry) => entry.action)).toEqual(['contactSubmission.archive']);
  });

  it('answers 404 for an unknown message and refuses an empty reply', async () => {
    const unknown = await act('00000000-0000-4000-8000-000000000000', 'read');
    expect(unknown.json().error.code).toBe('CONTACT_SUBMISSION_NOT_FOUND');
    const id = await submit('Empty');
    expect((await act(id, 'reply', { message: ' ' })).statusCode).toBe(400);
    expect(mail.forAddress(`writer${sent}@example.com`)).toHaveLength(0);
  });
});
