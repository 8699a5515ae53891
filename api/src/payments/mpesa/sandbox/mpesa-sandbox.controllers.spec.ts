import { NotFoundException } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { StandInMountedGuard } from './mpesa-sandbox.controllers';

describe('the M-Pesa stand-in guard', () => {
  const guard = (mpesaMode: AppConfig['mpesaMode']) => new StandInMountedGuard({ mpesaMode } as AppConfig);

  it('lets requests through in stand-in mode only; with Daraja keys or in production its paths are a plain 404', () => {
    expect(guard('stand-in').canActivate()).toBe(true);
    expect(() => guard('daraja').canActivate()).toThrow(NotFoundException);
    expect(() => guard('off').canActivate()).toThrow(NotFoundException);
  });
});
