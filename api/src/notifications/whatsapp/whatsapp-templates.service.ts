import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { LANGUAGES, Language } from '../notification-events';
import { textOf, Variables } from '../render';
import { WhatsAppTemplate } from './whatsapp-template.entity';
import { defaultWhatsAppTemplate, fillTemplate, WHATSAPP_EVENTS, WhatsAppEvent, WhatsAppTemplateMapping } from './whatsapp-template-defaults';

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
  async all(): Promise<(WhatsAppTemplateMapping & { event: WhatsAppEvent; language: Language; changed: boolean })[]> {
    const stored = await this.dataSource.manager.find(WhatsAppTemplate);
    return WHATSAPP_EVENTS.flatMap((event) =>
      LANGUAGES.map((language) => {
        const row = stored.find((one) => one.event === event && one.language === language);
        const mapping = row ? { name: row.name, body: row.body, variables: JSON.parse(row.variables) as string[] } : defaultWhatsAppTemplate(event, language);
        return { event, language, ...mapping, changed: !!row };
      }),
    );
  }

  /** The template message of an event, or null when staff keep the event on SMS. */
  async fill(event: WhatsAppEvent, language: Language, variables: Variables, manager?: EntityManager): Promise<FilledWhatsAppTemplate | null> {
    const mapping = await this.mappingOf(event, language, manager);
    if (!mapping.name) return null;
    const parameters = mapping.variables.map((name) => asParameter(textOf(variables[name])));
    return { name: mapping.name, language, parameters, text: fillTemplate(mapping.body, parameters) };
  }
}
