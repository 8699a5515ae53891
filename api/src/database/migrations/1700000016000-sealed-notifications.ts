import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';

/** A link carrying a token (reset link, newsletter leave link) and, in a reset message, its 6-digit code. */
const TOKEN_LINK = /https?:\/\/[^\s"<>]*[?&]token=[^\s"<>&]+/g;
const RESET_CODE = /\b\d{6}\b/g;

/**
 * Issue 28: the outbox kept reset links and codes, and leave links, readable by any staff member. A row
 * now keeps them [hidden] and the message whole in `sealed` (encrypted) until it is sent; rows written
 * before are hidden here (one still queued at the upgrade goes out with its secret hidden: ask again).
 */
export class SealedNotifications1700000016000 implements MigrationInterface {
  name = 'SealedNotifications1700000016000';

  async up(runner: QueryRunner): Promise<void> {
    await runner.addColumn('notifications', new TableColumn({ name: 'sealed', type: 'text', isNullable: true }));
    const rows: { id: number; event: string; subject: string; body: string; html: string | null }[] = await runner.manager
      .createQueryBuilder()
      .select(['id', 'event', 'subject', 'body', 'html'])
      .from('notifications', 'n')
      .where('event IN (:...events)', { events: ['password_reset', 'newsletter_welcome'] })
      .getRawMany();
    for (const row of rows) {
      const hide = (text: string) => {
        const linkless = text.replace(TOKEN_LINK, '[hidden]');
        return row.event === 'password_reset' ? linkless.replace(RESET_CODE, '[hidden]') : linkless;
      };
      await runner.manager
        .createQueryBuilder()
        .update('notifications')
        .set({ subject: hide(row.subject), body: hide(row.body), html: row.html === null ? null : hide(row.html) })
        .where('id = :id', { id: row.id })
        .execute();
    }
  }

  async down(runner: QueryRunner): Promise<void> {
    await runner.dropColumn('notifications', 'sealed');
  }
}
