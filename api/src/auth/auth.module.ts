import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { UsersModule } from '../users/users.module';
import { UsersService } from '../users/users.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtStrategy } from './jwt.strategy';
import { PasswordChangedEvents } from './password-changed-events';
import { PasswordResetEvents } from './password-reset-events';
import { PasswordResetToken } from './password-reset-token.entity';
import { PasswordResetService } from './password-reset.service';
import { RevokedToken } from './revoked-token.entity';
import { SignUpEvents } from './sign-up-events';
import { LOGIN_THROTTLE_STORAGE, LoginThrottleStorageModule, throttlerOptions } from './throttler-storage';

@Module({
  imports: [
    UsersModule,
    PassportModule,
    TypeOrmModule.forFeature([RevokedToken, PasswordResetToken]),
    JwtModule.registerAsync({ inject: [AppConfig], useFactory: (config: AppConfig) => ({ secret: config.JWT_SECRET }) }),
    ThrottlerModule.forRootAsync({ imports: [LoginThrottleStorageModule, UsersModule], inject: [AppConfig, LOGIN_THROTTLE_STORAGE, UsersService], useFactory: throttlerOptions }),
  ],
  controllers: [AuthController],
  providers: [AuthService, PasswordResetService, PasswordResetEvents, PasswordChangedEvents, SignUpEvents, JwtStrategy],
  exports: [AuthService, PasswordResetEvents, PasswordChangedEvents, SignUpEvents],
})
export class AuthModule {}
