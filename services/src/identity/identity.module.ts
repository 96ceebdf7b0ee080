import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { EventSourcing } from '../shared/es/event-sourcing';
import { Logger } from '../shared/http/logger';
import { LOGGER } from '../shared/persistence/tokens';
import { AuthGuard } from './auth/auth.guard';
import { SessionService } from './auth/session.service';
import { ChangeBusinessSettingsHandler, UpdateCompanyHandler } from './company/company.commands';
import { IdentityQueries } from './identity.queries';
import { CompanyQueries } from './company/company.queries';
import { NoticeQueries } from './company/notice.queries';
import { BranchQueries } from './branch/branch.queries';
import { LoginService } from './auth/login.service';
import { LogSmsSender, PasswordResetService, SmsSender } from './auth/password-reset.service';
import { RegisterCompanyHandler } from './company/register-company.commands';
import { RemoveRoleHandler, SaveRoleHandler, UpdateRoleHandler } from './role/role.commands';
import { ChangeOwnPasswordHandler, ChangeUserStatusHandler, CreateUserHandler, UpdateUserHandler } from './user/user.commands';
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
    { provide: SmsSender, useFactory: (logger: Logger) => new LogSmsSender(logger), inject: [LOGGER] },
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
    SaveRoleHandler,
    UpdateRoleHandler,
    RemoveRoleHandler,
    UpdateCompanyHandler,
    ChangeBusinessSettingsHandler,
    ResetCompanyHandler,
  ],
  exports: [SessionService, IdentityQueries, EventSourcing],
})
export class IdentityModule {}
