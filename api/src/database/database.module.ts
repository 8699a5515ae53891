import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MigrationExecutor } from 'typeorm/migration/MigrationExecutor';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { oneAtATime } from './one-at-a-time';
import { inTurn, shareOneConnection } from './shared-sqlite-connection';
import { bindWholeNumbers } from './sqlite-parameters';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      // Migrations run once connected, one process at a time (replicas and workers may start together).
      useFactory: (config: AppConfig) => ({ ...dataSourceOptions(config), migrationsRun: false, autoLoadEntities: true }),
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        shareOneConnection(dataSource);
        bindWholeNumbers(dataSource);
        // On the lock's own connection, without the statement timeout (see oneAtATime); one transaction for all, as runMigrations does.
        await oneAtATime(dataSource, (runner) => inTurn(dataSource, () => new MigrationExecutor(dataSource, runner).executePendingMigrations()));
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}
