import { Body, Controller, Get, HttpCode, Patch, Post, Put, Req, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Request } from 'express';
import { SignedIn } from '../common/roles';
import { LoginThrottle, PasswordChangeThrottle } from '../common/throttles';
import { uploadOptions } from '../media/upload-options';
import { UpdateProfileDto } from '../users/dto/profile.dto';
import { ProfileImagesService } from '../users/profile-images.service';
import { User } from '../users/user.entity';
import { UserView } from '../users/user.view';
import { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import { CurrentUser } from './current-user.decorator';
import { DetailView } from '../common/detail.view';
import { ChangePasswordDto, LoginDto, LoginResponse, PasswordChangedView, PasswordResetConfirmDto, PasswordResetLinkDto, PasswordResetRequestDto, RegisterDto, ResetLinkView } from './dto/auth.dto';
import { RESET_CODE_WRONG, RESET_LINK_DEAD, RESET_REQUESTED } from './password-reset';
import { PasswordResetService } from './password-reset.service';
import { tokenFromHeader } from './jwt.strategy';
import type { Language } from '../i18n/languages';
import { RequestLanguage } from '../i18n/request-language.decorator';
import { SaysShopWords } from '../i18n/answer-language.interceptor';

/** A sign-up's one answer, true whether or not the e-mail already had an account (AuthService.signUp). */
export const SIGNED_UP = 'Thank you for signing up. Log in with your username and password; if this e-mail already had an account, we have written to it instead.';

/**
 * Only the routes whose answers say the shop's words (a `detail`) are SaysShopWords: an interceptor costs every
 * request it wraps, and the token check (`current-user`, every signed-in page's first read) says none (issue 35).
 */
@ApiTags('auth')
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly profileImages: ProfileImagesService,
    private readonly resets: PasswordResetService,
  ) {}

  @Post('register')
  @SaysShopWords()
  @ApiCreatedResponse({
    type: DetailView,
    description: `Always {"detail": "${SIGNED_UP}"}: for an e-mail that has an account no second one is made, and its owner is told by e-mail`,
  })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"username": ["A user with that username already exists."]}' })
  async register(@Body() dto: RegisterDto, @RequestLanguage() language: Language): Promise<DetailView> {
    await this.auth.signUp({ ...dto, language: dto.language ?? language });
    return { detail: SIGNED_UP };
  }

  @Post('login')
  @HttpCode(200)
  @LoginThrottle()
  @ApiOkResponse({ type: LoginResponse })
  @ApiUnauthorizedResponse({ description: 'Wrong username (or e-mail) or password' })
  async login(@Body() dto: LoginDto): Promise<LoginResponse> {
    const { token, user } = await this.auth.login(dto.username, dto.password);
    return { token, user: UserView.of(user) };
  }

  @Post('logout')
  @SaysShopWords()
  @HttpCode(200)
  @SignedIn()
  @ApiOkResponse({ type: DetailView })
  async logout(@Req() request: Request): Promise<DetailView> {
    await this.auth.logout(tokenFromHeader(request)!);
    return { detail: 'Successfully logged out.' };
  }

  @Post('change-password')
  @SaysShopWords()
  @HttpCode(200)
  @SignedIn()
  @PasswordChangeThrottle()
  @ApiOkResponse({ type: PasswordChangedView, description: 'Other sessions of the account end; this one goes on with the token answered' })
  @ApiBadRequestResponse({ description: 'Field errors: {"current_password": [...]} when it is wrong, {"password": ["why it is easy to guess"]}' })
  async changePassword(@CurrentUser() user: User, @Body() dto: ChangePasswordDto): Promise<PasswordChangedView> {
    const token = await this.auth.changePassword(user, dto.current_password, dto.password);
    return { detail: 'Your password has been changed.', token };
  }

  @Post('password-reset')
  @SaysShopWords()
  @HttpCode(202)
  @LoginThrottle()
  @ApiAcceptedResponse({
    type: DetailView,
    description: `Always {"detail": "${RESET_REQUESTED}"}, whether or not an account matches; the account gets an e-mail with a link and, with a phone on its profile (kept from its first paid order when it had none), an SMS with a code, both good once for an hour and naming its username`,
  })
  requestPasswordReset(@Body() dto: PasswordResetRequestDto): DetailView {
    this.resets.request(dto.login);
    return { detail: RESET_REQUESTED };
  }

  @Post('password-reset/check')
  @HttpCode(200)
  @LoginThrottle()
  @ApiOkResponse({ type: ResetLinkView, description: 'The link still works (nothing is spent); the account it resets is named by its username' })
  @ApiBadRequestResponse({ description: `{"token": ["${RESET_LINK_DEAD}"]} for a used, expired or unknown link` })
  async checkPasswordResetLink(@Body() dto: PasswordResetLinkDto): Promise<ResetLinkView> {
    return { username: (await this.resets.checkLink(dto.token)).username };
  }

  @Post('password-reset/confirm')
  @HttpCode(200)
  @LoginThrottle()
  @ApiOkResponse({ type: LoginResponse, description: 'The new password is set and every other session of the account ends; answered like a login' })
  @ApiBadRequestResponse({
    description: `Field errors: {"token": ["${RESET_LINK_DEAD}"]}, {"code": ["${RESET_CODE_WRONG}"]} (five wrong codes end the reset), {"password": ["why it is easy to guess"]}`,
  })
  async confirmPasswordReset(@Body() dto: PasswordResetConfirmDto): Promise<LoginResponse> {
    const { token, user } =
      dto.token !== undefined ? await this.resets.confirmWithLink(dto.token, dto.password) : await this.resets.confirmWithCode(dto.login!, dto.code!, dto.password);
    return { token, user: UserView.of(user) };
  }

  @Get('current-user')
  @SignedIn()
  @ApiOkResponse({ type: UserView })
  currentUser(@CurrentUser() user: User): UserView {
    return UserView.of(user);
  }

  @Get('profile')
  @SignedIn()
  @ApiOkResponse({ type: UserView })
  profile(@CurrentUser() user: User): UserView {
    return UserView.of(user);
  }

  @Put('update-profile')
  @SignedIn()
  @ApiOkResponse({ type: UserView })
  @ApiBadRequestResponse({ description: 'Field errors' })
  async updateProfile(@CurrentUser() user: User, @Body() dto: UpdateProfileDto): Promise<UserView> {
    return UserView.of(await this.users.updateProfile(user, dto));
  }

  @Patch('profile/update')
  @SignedIn()
  @UseInterceptors(FileInterceptor('profile_image', uploadOptions()))
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        email: { type: 'string' },
        first_name: { type: 'string' },
        last_name: { type: 'string' },
        phone: { type: 'string' },
        address: { type: 'string' },
        profile_image: { type: 'string', format: 'binary' },
      },
    },
  })
  @ApiOkResponse({ type: UserView })
  @ApiBadRequestResponse({ description: 'Field errors, e.g. {"profile_image": ["Upload a valid image …"]}' })
  async updateProfileWithImage(
    @CurrentUser() user: User,
    @Body() dto: UpdateProfileDto,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<UserView> {
    // A refused image changes nothing; fields are saved before the image, since saving the loaded
    // user afterwards would overwrite the new image with the old one.
    const prepared = image ? await this.profileImages.prepare(image.buffer) : null;
    await this.users.updateProfile(user, dto);
    if (prepared) await this.profileImages.store(user.id, prepared);
    return UserView.of(await this.users.getById(user.id));
  }
}
