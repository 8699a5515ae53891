import { ApiProperty } from '@nestjs/swagger';

/** A saved delivery address of the signed-in customer. */
export class AddressView {
  @ApiProperty() id: number;
  @ApiProperty({ type: String, nullable: true, example: 'Home' }) label: string | null;
  @ApiProperty({ example: 'KE-28' }) county_code: string;
  @ApiProperty({ example: 'Mombasa' }) county_name: string;
  @ApiProperty({ example: 'Nyali' }) town: string;
  @ApiProperty({ example: 'Links Road, Nyali Centre, 2nd floor' }) line: string;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ description: 'The one checkout starts from' }) is_default: boolean;
}
