import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { map, Observable } from 'rxjs';
import { requestLanguage } from './languages';
import { translate } from './translate';

/**
 * The shop's own words in a successful answer (`{"detail": "Thanks for subscribing! …"}`, a merged
 * cart's `skipped[].detail`) in the request's language. Staff-written content is never a `detail`.
 */
@Injectable()
export class AnswerLanguageInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const language = requestLanguage(context.switchToHttp().getRequest<Request>());
    if (language === 'en') return next.handle();
    const said = <T>(value: T): T => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
      const record = value as Record<string, unknown>;
      return (typeof record.detail === 'string' ? { ...record, detail: translate(record.detail, language) } : value) as T;
    };
    return next.handle().pipe(
      map((body: unknown) => {
        if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
        const record = said(body as Record<string, unknown>);
        const lists = Object.entries(record).filter(([, value]) => Array.isArray(value) && value.some((item) => typeof (item as { detail?: unknown })?.detail === 'string'));
        return lists.length ? { ...record, ...Object.fromEntries(lists.map(([key, items]) => [key, (items as unknown[]).map(said)])) } : record;
      }),
    );
  }
}
