import { INestApplicationContext, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AuthService } from '../auth/auth.service';
import { AppConfig } from '../config/app-config';
import { oneAtATime } from '../database/one-at-a-time';
import { ShopPagesService } from '../pages/shop-pages.service';
import { UsersService } from '../users/users.service';
import { seedCatalog } from './catalog-seed';

/**
 * Fills an empty database with what a new shop needs: the staff account from ADMIN_USERNAME /
 * ADMIN_PASSWORD, the policy pages' drafts, then the catalog. Each step checks for its own data, so re-running changes nothing.
 */
export async function seed(app: INestApplicationContext): Promise<void> {
  // Replicas starting together on a fresh database seed one after another; each step finds the other's data.
  await oneAtATime(app.get(DataSource), () => seedSteps(app));
}

async function seedSteps(app: INestApplicationContext): Promise<void> {
  const logger = new Logger('Seed');
  const config = app.get(AppConfig);
  const users = app.get(UsersService);
  if ((await users.count()) === 0) {
    await app.get(AuthService).register(
      { username: config.ADMIN_USERNAME, email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, first_name: 'Shop', last_name: 'Admin' },
      'admin',
    );
    logger.log(`Seeded staff account "${config.ADMIN_USERNAME}"`);
  }
  const drafts = await app.get(ShopPagesService).seedDrafts();
  if (drafts.length) logger.log(`Seeded draft pages for the owner to review: ${drafts.join(', ')}`);
  await seedCatalog(app);
}
