import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { defaultText, TemplateText } from './default-templates';
import { DEFAULT_LANGUAGE, isSecretVariable, isTemplateKey, Language, TEMPLATE_KEYS, TemplateKey, spokenLanguage, templateLanguages, templateSpec, templateVariables } from './notification-events';
import { NotificationTemplate } from './notification.entities';
import { placeholdersIn, unknownPlaceholders } from './render';

export interface TemplateEntry extends TemplateText {
  key: TemplateKey;
  language: Language;
  /** Staff changed it (false: the shop's default). */
  edited: boolean;
  updatedBy: string | null;
  updatedAt: Date | null;
}

/** `order_paid.sms.en`: a template in one language, as the console names it. */
export const templateId = (key: TemplateKey, language: Language): string => `${key}.${language}`;

export function parseTemplateId(id: string): { key: TemplateKey; language: Language } {
  const dot = id.lastIndexOf('.');
  const key = id.slice(0, dot);
  const language = id.slice(dot + 1) as Language;
  if (dot < 0 || !isTemplateKey(key) || !templateLanguages(key).includes(language)) throw new NotFoundException({ detail: 'Template not found.' });
  return { key, language };
}

/** The words of every message: the shop's defaults, and the ones staff changed (kept in notification_templates). */
@Injectable()
export class TemplatesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The texts of `keys` in `language` (staff's in English), as they are now (inside the caller's transaction). */
  async texts(manager: EntityManager, keys: TemplateKey[], language: Language = DEFAULT_LANGUAGE): Promise<Map<TemplateKey, TemplateText>> {
    const edited = keys.length ? await manager.find(NotificationTemplate, { where: { template: In(keys) } }) : [];
    const textOf = (key: TemplateKey) => {
      const spoken = spokenLanguage(key, language);
      return edited.find((row) => row.template === key && row.language === spoken) ?? defaultText(key, spoken);
    };
    return new Map(keys.map((key) => [key, textOf(key)]));
  }

  async list(): Promise<TemplateEntry[]> {
    const edited = await this.dataSource.manager.find(NotificationTemplate);
    return TEMPLATE_KEYS.flatMap((key) => templateLanguages(key).map((language) => entry(key, language, edited.find((row) => row.template === key && row.language === language))));
  }

  async get(key: TemplateKey, language: Language): Promise<TemplateEntry> {
    return entry(key, language, (await this.dataSource.manager.findOne(NotificationTemplate, { where: { template: key, language } })) ?? undefined);
  }

  /** Staff's words for a template; refused when they use a placeholder its event does not have. */
  async save(key: TemplateKey, language: Language, text: TemplateText, username: string): Promise<TemplateEntry> {
    assertUsable(key, text);
    const manager = this.dataSource.manager;
    const values = { template: key, language, subject: templateSpec(key).channel === 'sms' ? '' : text.subject.trim(), body: text.body.trim(), updatedBy: username };
    await manager.upsert(NotificationTemplate, values, ['template', 'language']);
    return this.get(key, language);
  }

  /** Back to the shop's default words. */
  async reset(key: TemplateKey, language: Language): Promise<TemplateEntry> {
    await this.dataSource.manager.delete(NotificationTemplate, { template: key, language });
    return this.get(key, language);
  }
}

const named = (names: string[]): string => names.map((name) => `{{${name}}}`).join(', ');

/**
 * Refuses words that cannot be sent: a placeholder the event does not have (named on its field), an empty
 * body, an e-mail without subject, or a secret in a subject (inbox lists, lock screens and the outbox show
 * subjects, so a reset link or code there would reach more eyes than its recipient's).
 */
export function assertUsable(key: TemplateKey, text: TemplateText): void {
  const allowed = templateVariables(key);
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownPlaceholders(text[field], allowed);
    if (unknown.length) throw new BadRequestException({ [field]: [`Unknown placeholder${unknown.length > 1 ? 's' : ''} ${named(unknown)}. This message can use: ${named([...allowed])}.`] });
  }
  const secrets = placeholdersIn(text.subject).filter(isSecretVariable);
  if (secrets.length) throw new BadRequestException({ subject: [`${named(secrets)} may only be in the message itself, never in the subject.`] });
  if (!text.body.trim()) throw new BadRequestException({ body: ['The message cannot be empty.'] });
  if (templateSpec(key).channel === 'email' && !text.subject.trim()) throw new BadRequestException({ subject: ['An e-mail needs a subject.'] });
}

function entry(key: TemplateKey, language: Language, row: NotificationTemplate | undefined): TemplateEntry {
  const text = row ?? defaultText(key, language);
  return { key, language, subject: text.subject, body: text.body, edited: !!row, updatedBy: row?.updatedBy ?? null, updatedAt: row?.updatedAt ?? null };
}
