import { Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import type { User } from '../users/user.entity';
import type { UsersService } from '../users/users.service';
import type { AuthService } from './auth.service';
import type { PasswordResetEvents } from './password-reset-events';
import { PasswordResetService } from './password-reset.service';

/** A service on stand-ins that note each database step and wait for `open` before any of them. */
function resetsOn(open: Promise<void>) {
  const steps: string[] = [];
  const account = { id: 7, email: 'wanjiru@example.com' } as User;
  const repository = {
    delete: async () => steps.push('delete past resets'),
    update: async () => steps.push('end open resets'),
    insert: async () => (steps.push('insert reset'), { identifiers: [{ id: 1 }] }),
  };
  const manager = { getRepository: () => repository } as unknown as EntityManager;
  const dataSource = { transaction: async (work: (manager: EntityManager) => Promise<unknown>) => (await open, work(manager)) } as unknown as DataSource;
  const users = { findByLogin: async (login: string) => (steps.push('find account'), login === 'wanjiru' ? account : null) } as unknown as UsersService;
  const events = { announce: async () => steps.push('announce') } as unknown as PasswordResetEvents;
  const config = { JWT_SECRET: 'a-pepper-of-16-chars' } as AppConfig;
  const service = new PasswordResetService(dataSource, {} as never, users, {} as AuthService, events, config);
  return { service, steps };
}

describe('asking for a password reset', () => {
  /** The steps of one request for `login`, checking that its answer came before any of them. */
  const stepsOf = async (login: string): Promise<string[]> => {
    let letOpen!: () => void;
    const { service, steps } = resetsOn(new Promise<void>((resolve) => (letOpen = resolve)));
    expect(service.request(login)).toBeUndefined();
    expect(steps).toEqual([]);
    letOpen();
    // Shutting down waits for the reset being opened.
    await service.beforeApplicationShutdown();
    return steps;
  };

  it('answers before any work, and a known login differs from an unknown one only by its announcement', async () => {
    const decoy = await stepsOf('nobody');
    expect(decoy).toEqual(['find account', 'delete past resets', 'end open resets', 'insert reset']);
    expect(await stepsOf('wanjiru')).toEqual([...decoy, 'announce']);
  });

  it('logs a reset that could not be opened, never failing the answer', async () => {
    const error = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { service } = resetsOn(Promise.reject(new Error('database away')));
    service.request('wanjiru');
    await service.beforeApplicationShutdown();
    expect(error).toHaveBeenCalledWith('A password reset was not opened: database away');
    error.mockRestore();
  });
});
