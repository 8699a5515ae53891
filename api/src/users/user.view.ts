import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '../common/roles';
import { LANGUAGES, type Language } from '../i18n/languages';
import { User } from './user.entity';

/** The user as every client sees it (SPEC.md section 3 plus role); never the password hash. */
export class UserView {
  @ApiProperty() id: number;
  @ApiProperty() username: string;
  @ApiProperty() email: string;
  @ApiProperty() first_name: string;
  @ApiProperty() last_name: string;
  @ApiProperty() full_name: string;
  @ApiProperty() phone: string;
  @ApiProperty() address: string;
  @ApiProperty({ type: String, nullable: true, example: '/media/profiles/3f2a.webp' }) profile_image: string | null;
  @ApiProperty({ enum: ROLES, enumName: 'Role' }) role: Role;
  @ApiProperty() date_joined: Date;
  @ApiProperty({ enum: LANGUAGES, enumName: 'Language', description: "The language of the shop's messages to this customer" }) language: Language;
  @ApiProperty({ description: 'Order updates go to this customer by WhatsApp instead of SMS (they asked at checkout or in their account)' }) whatsapp_updates: boolean;

  static of(user: User): UserView {
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      full_name: [user.firstName, user.lastName].filter(Boolean).join(' '),
      phone: user.phone,
      address: user.address,
      profile_image: user.profileImage,
      role: user.role,
      date_joined: user.dateJoined,
      language: user.language,
      whatsapp_updates: user.whatsappUpdates,
    };
  }
}
