import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { EventSourcing } from '../shared/es/event-sourcing';
import { Logger } from '../shared/http/logger';
import { LOGGER } from '../shared/persistence/tokens';
import { AuthGuard } from './auth/auth.guard';
import { SessionService } from './auth/session.service';
import { UpdateCompanyHandler } from './application/company.commands';
import { IdentityQueries } from './application/identity.queries';
import { LoginService } from './application/login.service';
import { LogSmsSender, PasswordResetService, SmsSender } from './application/password-reset.service';
import { RegisterCompanyHandler } from './application/register-company.command';
import { RemoveRoleHandler, SaveRoleHandler, UpdateRoleHandler } from './application/role.commands';
import { ChangeUserStatusHandler, CreateUserHandler, UpdateUserHandler } from './application/user.commands';
import { FindPasswordController, LoginController, RegisterController } from './http/account.http.controller';
import { CompanyController, MenuController } from './http/company.http.controller';
import { NoticeController, UpgradeController } from './http/notice.http.controller';
import { RoleController } from './http/role.http.controller';
import { SettingController } from './http/setting.http.controller';
import { UserController } from './http/user.http.controller';

/** Companies, staff, roles, sign-in and the guard every other module's calls pass through. */
@Module({
  controllers: [LoginController, RegisterController, FindPasswordController, CompanyController, MenuController, UserController, RoleController, NoticeController, UpgradeController, SettingController],
  providers: [
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: SmsSender, useFactory: (logger: Logger) => new LogSmsSender(logger), inject: [LOGGER] },
    EventSourcing,
    SessionService,
    IdentityQueries,
    LoginService,
    PasswordResetService,
    RegisterCompanyHandler,
    CreateUserHandler,
    UpdateUserHandler,
    ChangeUserStatusHandler,
    SaveRoleHandler,
    UpdateRoleHandler,
    RemoveRoleHandler,
    UpdateCompanyHandler,
  ],
  exports: [SessionService, IdentityQueries, EventSourcing],
})
export class IdentityModule {}
