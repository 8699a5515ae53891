import { CallHandler, ExecutionContext, Injectable, NestInterceptor, UseInterceptors } from '@nestjs/common';
import type { Request } from 'express';
import { map, Observable } from 'rxjs';
import { Language, requestLanguage } from './languages';
import { translate } from './translate';

/** The fields of a successful answer that hold the shop's own words (staff-written content never does). */
const SAID_FIELDS = ['detail', 'discount_problem'];

type Answer = Record<string, unknown>;
const isAnswer = (value: unknown): value is Answer => !!value && Object.getPrototypeOf(value) === Object.prototype;

function said(answer: Answer, language: Language): Answer {
  const fields = SAID_FIELDS.filter((field) => typeof answer[field] === 'string');
  return fields.length ? { ...answer, ...Object.fromEntries(fields.map((field) => [field, translate(answer[field] as string, language)])) } : answer;
}

/**
 * The shop's words in a successful answer in the request's language: `{"detail": "Thanks for
 * subscribing! …"}`, a cart's `discount_problem`, a merged cart's `skipped[].detail`. Only on the
 * controllers whose answers say any (SaysShopWords): an interceptor costs every request it wraps
 * (Nest binds each to its async context), a fifth of a cached catalog answer's time.
 */
@Injectable()
export class AnswerLanguageInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const language = requestLanguage(context.switchToHttp().getRequest<Request>());
    if (language === 'en') return next.handle();
    return next.handle().pipe(
      map((body: unknown) => {
        if (!isAnswer(body)) return body;
        const answer = said(body, language);
        const lists = Object.entries(answer).filter(([, value]) => Array.isArray(value) && value.some(isAnswer));
        if (!lists.length) return answer;
        return { ...answer, ...Object.fromEntries(lists.map(([key, items]) => [key, (items as unknown[]).map((item) => (isAnswer(item) ? said(item, language) : item))])) };
      }),
    );
  }
}

/** On a controller or route whose successful answers carry the shop's words (auth's details, cart, newsletter). */
export const SaysShopWords = () => UseInterceptors(AnswerLanguageInterceptor);
