import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SandboxApiController, SandboxPageController } from './sandbox.controllers';
import { SandboxIpn, SandboxTransaction } from './sandbox.entities';
import { SandboxService } from './sandbox.service';

/** The built-in Pesapal sandbox (DESIGN.md): used by default, by the tests and by `npm start`. */
@Module({
  imports: [TypeOrmModule.forFeature([SandboxIpn, SandboxTransaction])],
  controllers: [SandboxApiController, SandboxPageController],
  providers: [SandboxService],
})
export class PesapalSandboxModule {}
