import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsOmittable } from '../../common/validation';

export class RefundDto {
  @ApiProperty({ description: 'How much to give back, in the currency paid (KSh for KES): at most what was paid; mobile money only in full', example: 2900 })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'Amount must be a number of KSh with at most two decimals.' })
  @Min(0.01, { message: 'Amount must be more than 0.' })
  @Max(1e11, { message: 'Amount is too large.' })
  amount: number;

  @ApiProperty({ maxLength: 255, description: 'Why, sent to Pesapal and kept with the refund', example: 'Customer returned the bag' })
  @IsString({ message: 'Remarks are required.' })
  @Matches(/\S/, { message: 'Remarks are required.' })
  @MaxLength(255, { message: 'Use at most 255 characters.' })
  remarks: string;

  @ApiPropertyOptional({ maxLength: 20, example: 'SKC3XY12AB', description: "For a refund made in the provider's own portal (refund.in_portal, M-Pesa): the reversal's transaction id" })
  @IsOmittable()
  @IsString()
  @Matches(/^[A-Za-z0-9]{6,20}$/, { message: 'Enter the transaction id as M-Pesa gives it, e.g. SKC3XY12AB.' })
  transaction_id?: string;
}

export class AcceptPaymentDto {
  @ApiPropertyOptional({ maxLength: 300, description: 'Why the payment is accepted, for the history' })
  @IsOmittable()
  @IsString()
  @MaxLength(300)
  note?: string;
}
