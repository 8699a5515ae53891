import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { LANGUAGES, Language, templateVariables } from '../notification-events';
import { textOf, Variables } from '../render';
import { WhatsAppTemplate } from './whatsapp-template.entity';
import { defaultWhatsAppTemplate, fillTemplate, placeholderCount, TEMPLATE_NAME, WHATSAPP_EVENTS, WhatsAppEvent, WhatsAppTemplateMapping } from './whatsapp-template-defaults';

/** An event and language's mapping as the console shows it: `changed` when staff set it, else the shop's default. */
export type WhatsAppTemplateEntry = WhatsAppTemplateMapping & { event: WhatsAppEvent; language: Language; changed: boolean };

/** A template message as the Cloud API takes it, and the filled body a person reads. */
export interface FilledWhatsAppTemplate {
  name: string;
  language: Language;
  parameters: string[];
  text: string;
}

/** Meta refuses a parameter with a new line, a tab or more than four spaces in a row, and an empty one. */
const asParameter = (value: string): string => value.replace(/[\n\t]+/g, ' ').replace(/ {4,}/g, '   ').trim() || '-';

/** Which approved template carries each customer event, in each language: staff's mapping over the shop's defaults. */
@Injectable()
export class WhatsAppTemplates {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async mappingOf(event: WhatsAppEvent, language: Language, manager: EntityManager = this.dataSource.manager): Promise<WhatsAppTemplateMapping> {
    const stored = await manager.findOne(WhatsAppTemplate, { where: { event, language } });
    return stored ? { name: stored.name, body: stored.body, variables: JSON.parse(stored.variables) as string[] } : defaultWhatsAppTemplate(event, language);
  }

  /** Every event and language with its mapping, for the console (defaults where staff set none). */
  async all(): Promise<WhatsAppTemplateEntry[]> {
    const stored = await this.dataSource.manager.find(WhatsAppTemplate);
    return WHATSAPP_EVENTS.flatMap((event) =>
      LANGUAGES.map((language) => {
        const row = stored.find((one) => one.event === event && one.language === language);
        const mapping = row ? { name: row.name, body: row.body, variables: JSON.parse(row.variables) as string[] } : defaultWhatsAppTemplate(event, language);
        return { event, language, ...mapping, changed: !!row };
      }),
    );
  }

  async get(event: WhatsAppEvent, language: Language): Promise<WhatsAppTemplateEntry> {
    const stored = await this.dataSource.manager.findOne(WhatsAppTemplate, { where: { event, language } });
    return { event, language, ...(await this.mappingOf(event, language)), changed: !!stored };
  }

  /** Staff's mapping of an event and language, checked as Meta would check the message it makes. */
  async save(event: WhatsAppEvent, language: Language, mapping: WhatsAppTemplateMapping, username: string): Promise<WhatsAppTemplateEntry> {
    assertMappable(event, mapping);
    const values = { event, language, name: mapping.name, body: mapping.body.trim(), variables: JSON.stringify(mapping.variables), updatedBy: username };
    await this.dataSource.manager.upsert(WhatsAppTemplate, values, ['event', 'language']);
    return this.get(event, language);
  }

  /** Back to the shop's default mapping. */
  async reset(event: WhatsAppEvent, language: Language): Promise<WhatsAppTemplateEntry> {
    await this.dataSource.manager.delete(WhatsAppTemplate, { event, language });
    return this.get(event, language);
  }

  /** The events and languages staff keep on SMS (no template name): the overview warns of them. */
  async unmapped(): Promise<{ event: WhatsAppEvent; language: Language }[]> {
    const rows = await this.dataSource.manager.find(WhatsAppTemplate, { where: { name: '' }, select: { event: true, language: true }, order: { id: 'ASC' } });
    return rows.map(({ event, language }) => ({ event, language }));
  }

  /** The template message of an event, or null when staff keep the event on SMS. */
  async fill(event: WhatsAppEvent, language: Language, variables: Variables, manager?: EntityManager): Promise<FilledWhatsAppTemplate | null> {
    const mapping = await this.mappingOf(event, language, manager);
    if (!mapping.name) return null;
    return { name: mapping.name, language, ...filled(mapping, variables) };
  }
}

/** A mapping's parameters from an order's variables, and its body filled with them. */
export function filled(mapping: Pick<WhatsAppTemplateMapping, 'body' | 'variables'>, variables: Variables): { parameters: string[]; text: string } {
  const parameters = mapping.variables.map((name) => asParameter(textOf(variables[name])));
  return { parameters, text: fillTemplate(mapping.body, parameters) };
}

/** Field errors for a mapping Meta would refuse to fill (a name it cannot have, placeholders and variables that differ). */
export function assertMappable(event: WhatsAppEvent, { name, body, variables }: WhatsAppTemplateMapping): void {
  const errors: Record<string, string[]> = {};
  if (name && !TEMPLATE_NAME.test(name)) errors.name = ['Use the template name as WhatsApp Manager shows it: lower-case letters, digits and _ only (empty keeps this message on SMS).'];
  const text = body.trim();
  const count = placeholderCount(text);
  const numbers = [...text.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
  if (!text) errors.body = ["Paste the template's body as WhatsApp approved it."];
  else if (numbers.some((n) => n < 1) || new Set(numbers).size !== count) errors.body = ['Number the placeholders {{1}}, {{2}} … in order, each at least once.'];
  else if (/^\{\{\d+\}\}|\{\{\d+\}\}$/.test(text)) errors.body = ['WhatsApp refuses a body that starts or ends with a placeholder: add words before or after it.'];
  const known = templateVariables(`${event}.sms`);
  const unknown = variables.filter((variable) => !known.includes(variable));
  if (unknown.length) errors.variables = [`Unknown: ${unknown.join(', ')}. Choose from: ${known.join(', ')}.`];
  else if (!errors.body && variables.length !== count) errors.variables = [`The body has ${count} placeholder${count === 1 ? '' : 's'}: choose ${count === 1 ? 'one variable' : `${count} variables`}, one for each, in order.`];
  if (Object.keys(errors).length) throw new BadRequestException(errors);
}
