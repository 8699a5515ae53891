import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { oneAtATime } from './one-at-a-time';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      // Migrations run once connected, one process at a time (replicas and workers may start together).
      useFactory: (config: AppConfig) => ({ ...dataSourceOptions(config), migrationsRun: false, autoLoadEntities: true }),
      dataSourceFactory: async (options) => {
        const dataSource = await new DataSource(options!).initialize();
        await oneAtATime(dataSource, () => dataSource.runMigrations());
        return dataSource;
      },
    }),
  ],
})
export class DatabaseModule {}
