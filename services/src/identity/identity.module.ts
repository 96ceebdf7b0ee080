import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { EventSourcing } from '../shared/es/event-sourcing';
import { APP_CONFIG } from '../shared/persistence/tokens';
import { AuthGuard } from './auth/auth.guard';
import { SessionService } from './auth/session.service';
import { ChangeBusinessSettingsHandler, UpdateCompanyHandler } from './company/company.commands';
import { IdentityQueries } from './identity.queries';
import { CompanyQueries } from './company/company.queries';
import { NoticeQueries } from './company/notice.queries';
import { BranchQueries } from './branch/branch.queries';
import { LoginService } from './auth/login.service';
import { PasswordResetService } from './auth/password-reset.service';
import { SMS_SENDER } from './sms/sms';
import { smsSenderFor } from './sms/sms-sender';
import { SmsCodes } from './sms/sms-codes.service';
import { SmsCodeStore } from './sms/sms-codes.queries';
import { SmsController } from './sms/sms.http.controller';
import { RegisterCompanyHandler } from './company/register-company.commands';
import { RemoveRoleHandler, SaveRoleHandler, UpdateRoleHandler } from './role/role.commands';
import {
  BindPhoneHandler,
  ChangeOwnPasswordHandler,
  ChangeUserStatusHandler,
  CreateUserHandler,
  UnbindPhoneHandler,
  UpdateUserHandler,
} from './user/user.commands';
import { FindPasswordController, LoginController, RegisterController } from './auth/account.http.controller';
import { CommonController } from './auth/common.http.controller';
import { Captchas } from './auth/captcha';
import { PublicCallsHousekeeping } from './auth/housekeeping';
import { RateLimits } from '../shared/http/rate-limits';
import { CompanyController, MenuController } from './company/company.http.controller';
import { NoticeController, UpgradeController } from './company/notice.http.controller';
import { RoleController } from './role/role.http.controller';
import { SettingController } from './company/setting.http.controller';
import { ResetCompanyHandler } from './company/system-reset';
import { SysResetController } from './company/system-reset.http.controller';
import { BranchListController } from './branch/branch-list.http.controller';
import { UserController } from './user/user.http.controller';

/** Companies, staff, roles, sign-in and the guard every other module's calls pass through. */
@Module({
  controllers: [
    LoginController,
    RegisterController,
    FindPasswordController,
    CommonController,
    SmsController,
    CompanyController,
    MenuController,
    UserController,
    RoleController,
    NoticeController,
    UpgradeController,
    SettingController,
    SysResetController,
    BranchListController,
  ],
  providers: [
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: SMS_SENDER, useFactory: smsSenderFor, inject: [APP_CONFIG] },
    SmsCodeStore,
    SmsCodes,
    EventSourcing,
    SessionService,
    IdentityQueries,
    CompanyQueries,
    NoticeQueries,
    BranchQueries,
    LoginService,
    PasswordResetService,
    RateLimits,
    Captchas,
    PublicCallsHousekeeping,
    RegisterCompanyHandler,
    CreateUserHandler,
    UpdateUserHandler,
    ChangeUserStatusHandler,
    ChangeOwnPasswordHandler,
    BindPhoneHandler,
    UnbindPhoneHandler,
    SaveRoleHandler,
    UpdateRoleHandler,
    RemoveRoleHandler,
    UpdateCompanyHandler,
    ChangeBusinessSettingsHandler,
    ResetCompanyHandler,
  ],
  exports: [SessionService, IdentityQueries, EventSourcing, SMS_SENDER],
})
export class IdentityModule {}
