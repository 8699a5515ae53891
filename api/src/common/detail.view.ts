import { ApiProperty } from '@nestjs/swagger';

/** A done action that has only a message to say, e.g. {"detail": "Successfully logged out."}. */
export class DetailView {
  @ApiProperty({ example: 'Successfully logged out.' }) detail: string;
}
