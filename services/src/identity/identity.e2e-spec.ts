import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { solvedCaptcha } from '../testing/public-calls';
import { startTestApp, TestApp } from '../testing/test-app';

let seq = 0;
const uniq = (p: string) => `${p}${Date.now().toString(36)}${seq++}`;

describe('identity, tenancy and permissions over HTTP', () => {
  let app: TestApp;
  let boss: any;
  let other: any;

  const register = async (productType = 2) => {
    const res = await app.call('Register/Register', {
      companyName: '测试商行',
      loginName: uniq('boss'),
      password: 'secret123',
      productType,
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.returnData;
  };

  beforeAll(async () => {
    app = await startTestApp();
    boss = await register(2);
    other = await register(4);
  });
  afterAll(() => app.close());

  test('register returns the seed login fields; the admin sees every entry of the edition', async () => {
    for (const f of [
      'token',
      'isAdmin',
      'currentUserId',
      'companyId',
      'companyName',
      'productType',
      'umList',
      'pricePerm',
      'warehousePerm',
      'branchAdmin',
      'branchId',
      'branchName',
      'currentBranchIsMain',
      'isDemo',
      'buyFlag',
      'userCount',
      'companyLogo',
      'loginName',
    ])
      assert.ok(f in boss, `login field ${f}`);
    assert.equal(boss.isAdmin, 1);
    assert.equal(boss.pricePerm, '111111111');
    assert.ok(!boss.umList.some((p: any) => p.permissionId.startsWith('11')), 'no ordering module in edition 2');
    const menu = await app.call('Menu/List', {}, { token: boss.token });
    assert.ok(menu.body.returnData.data.some((m: any) => m.path === '/sale/List'));
    assert.ok(!menu.body.returnData.data.some((m: any) => m.path === '/store/list'), 'stores only in multi-store editions');
    const multi = await app.call('Menu/List', {}, { token: other.token });
    assert.ok(multi.body.returnData.data.some((m: any) => m.path === '/store/list'));
  });

  test('bad registration input names the field; a taken login name is refused', async () => {
    const bad = await app.call('Register/Register', { companyName: '', loginName: 'ok_name', password: 'secret123', productType: 2 });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.invMessage, '公司名称不能为空');
    const code = await app.call('Register/Register', { companyName: '甲', loginName: '中文名', password: 'secret123', productType: 2 });
    assert.match(code.body.invMessage, /^登录账号只能包含字母/);
    const edition = await app.call('Register/Register', {
      companyName: '甲',
      loginName: uniq('x'),
      password: 'secret123',
      productType: 99,
    });
    assert.equal(edition.body.invMessage, '版本不在可选范围内');
    const taken = await app.call('Register/Register', {
      companyName: '甲',
      loginName: boss.loginName,
      password: 'secret123',
      productType: 2,
    });
    assert.equal(taken.status, 400);
    assert.equal(taken.body.invMessage, '登录账号已存在');
  });

  test('two registrations of the same login name at once: exactly one succeeds', async () => {
    const loginName = uniq('race');
    const results = await Promise.all(
      [1, 2, 3].map(() => app.call('Register/Register', { companyName: '并发', loginName, password: 'secret123', productType: 1 })),
    );
    assert.equal(results.filter((r) => r.status === 200).length, 1);
  });

  test('login, logout ends the token at once, a missing token is 401 with state 3', async () => {
    const login = await app.call('Login/Login', { loginName: boss.loginName, password: 'secret123' });
    assert.equal(login.status, 200);
    const token = login.body.returnData.token;
    assert.equal((await app.call('Company/Detail', {}, { token })).status, 200);
    assert.equal((await app.call('Login/Logout', {}, { token })).status, 200);
    const after = await app.call('Company/Detail', {}, { token });
    assert.equal(after.status, 401);
    assert.equal(after.body.invState, 3);
    assert.equal(after.body.errorCode, 'TOKEN_INVALID');
    assert.equal((await app.call('Company/Detail')).status, 401);
  });

  test('repeated failed logins ask for a captcha, and the owner who solves it signs in', async () => {
    const fresh = await register(2);
    for (let i = 0; i < 3; i++)
      assert.equal(
        (await app.call('Login/Login', { loginName: fresh.loginName, password: 'wrong-pass' })).body.errorCode,
        'BAD_CREDENTIALS',
      );
    const right = { loginName: fresh.loginName, password: 'secret123' };
    assert.equal((await app.call('Login/Login', right)).body.errorCode, 'CAPTCHA_REQUIRED');
    assert.equal((await app.call('Login/Login', { ...right, ...(await solvedCaptcha(app)) })).status, 200);
  });

  test('demo login makes a fresh demo company', async () => {
    const demo = await app.call('Login/DemoLogin');
    assert.equal(demo.status, 200);
    assert.equal(demo.body.returnData.isDemo, 1);
    assert.notEqual(demo.body.returnData.companyId, boss.companyId);
  });

  describe('an employee with a limited role', () => {
    let roleId: string;
    let clerk: any;
    let clerkUserId: string;

    beforeAll(async () => {
      const role = await app.call(
        'Role/Save',
        {
          roleName: '收银员',
          permissions: [
            { permissionId: '2002', actionList: ['query', 'add'] },
            { permissionId: '7003', actionList: ['query'] },
          ],
        },
        { token: boss.token },
      );
      assert.equal(role.status, 200, JSON.stringify(role.body));
      roleId = role.body.returnData.roleId;
      const loginName = uniq('clerk');
      const user = await app.call(
        'User/Save',
        { loginName, password: 'clerk123', userName: '小李', roleId, pricePerm: '100000000' },
        { token: boss.token },
      );
      assert.equal(user.status, 200, JSON.stringify(user.body));
      clerkUserId = user.body.returnData.userId;
      clerk = (await app.call('Login/Login', { loginName, password: 'clerk123' })).body.returnData;
    });

    test('sees only the menu entries and actions of the role, home always', async () => {
      assert.equal(clerk.isAdmin, 0);
      assert.deepEqual(clerk.umList.map((p: any) => p.permissionId).sort(), ['2002', '7003']);
      const menu = (await app.call('Menu/List', {}, { token: clerk.token })).body.returnData.data;
      assert.deepEqual(
        menu
          .filter((m: any) => m.path)
          .map((m: any) => m.path)
          .sort(),
        ['/role/list', '/sale/List'],
      );
      const perm = await app.call('User/Permission', { userId: clerkUserId }, { token: clerk.token });
      assert.equal(perm.body.returnData.data.length, 2);
    });

    test('is refused actions the role lacks, on the server', async () => {
      assert.equal((await app.call('Role/PageQuery', {}, { token: clerk.token })).status, 200);
      const add = await app.call('Role/Save', { roleName: 'x', permissions: [] }, { token: clerk.token });
      assert.equal(add.status, 403);
      assert.equal(add.body.invMessage, '您没有操作权限！');
      const admin = await app.call('User/PageQuery', {}, { token: clerk.token });
      assert.equal(admin.status, 403);
      assert.equal(admin.body.invMessage, '非管理员无权操作');
      assert.equal((await app.call('Company/Update', { companyName: 'x' }, { token: clerk.token })).body.invMessage, '非管理员无权操作');
      assert.equal((await app.call('User/Permission', { userId: boss.currentUserId }, { token: clerk.token })).status, 403);
    });

    test('locking ends the employee sessions and refuses login; unlocking restores it', async () => {
      const locked = await app.call('User/Lock', { userId: clerkUserId }, { token: boss.token });
      assert.equal(locked.status, 200);
      assert.equal((await app.call('Company/Detail', {}, { token: clerk.token })).status, 401);
      const refused = await app.call('Login/Login', { loginName: clerk.loginName, password: 'clerk123' });
      assert.equal(refused.body.errorCode, 'ACCOUNT_LOCKED');
      assert.equal((await app.call('User/Lock', { userId: clerkUserId }, { token: boss.token })).body.errorCode, 'BAD_STATUS');
      await app.call('User/UnLock', { userId: clerkUserId }, { token: boss.token });
      clerk = (await app.call('Login/Login', { loginName: clerk.loginName, password: 'clerk123' })).body.returnData;
      assert.ok(clerk.token);
      const detail = await app.call('User/Detail', { userId: clerkUserId }, { token: boss.token });
      assert.deepEqual(
        detail.body.returnData.history.map((h: any) => h.title),
        ['新增员工', '锁定员工', '解锁员工'],
      );
      assert.ok(detail.body.returnData.history.every((h: any) => h.userId === boss.currentUserId && h.at));
    });

    test('an update clears a field sent empty and keeps one not sent', async () => {
      const t = { token: boss.token };
      await app.call('User/Update', { userId: clerkUserId, phone: '13800000000' }, t);
      await app.call('User/Update', { userId: clerkUserId, phone: '', userName: '小李子' }, t);
      const detail = (await app.call('User/Detail', { userId: clerkUserId }, t)).body.returnData;
      assert.deepEqual([detail.phone, detail.userName, detail.roleId], ['', '小李子', roleId]);
    });

    test('a role in use cannot be removed; the administrator cannot be locked', async () => {
      assert.equal((await app.call('Role/Remove', { roleId }, { token: boss.token })).body.errorCode, 'BAD_STATUS');
      assert.equal((await app.call('User/Lock', { userId: boss.currentUserId }, { token: boss.token })).body.errorCode, 'BAD_STATUS');
    });

    test('the edition caps staff accounts', async () => {
      const free = await register(1);
      const first = await app.call('User/Save', { loginName: uniq('f'), password: 'secret123', userName: '甲' }, { token: free.token });
      assert.equal(first.status, 200);
      const second = await app.call('User/Save', { loginName: uniq('f'), password: 'secret123', userName: '乙' }, { token: free.token });
      assert.equal(second.status, 422);
      assert.equal(second.body.errorCode, 'USER_LIMIT');
    });
  });

  test('an employee who manages roles grants no more than they hold and cannot change their own role', async () => {
    const t = { token: boss.token };
    const held = [
      { permissionId: '7003', actionList: ['query', 'get', 'add', 'edit', 'delete'] },
      { permissionId: '3001', actionList: ['query', 'get'] },
    ];
    const own = (await app.call('Role/Save', { roleName: uniq('角色管理'), permissions: held }, t)).body.returnData.roleId;
    const loginName = uniq('rm');
    assert.equal((await app.call('User/Save', { loginName, password: 'rm123456', userName: '管角色的', roleId: own }, t)).status, 200);
    const rm = { token: (await app.call('Login/Login', { loginName, password: 'rm123456' })).body.returnData.token };
    const refused = async (call: Promise<any>, message: RegExp) => {
      const res = await call;
      assert.equal(res.status, 403, JSON.stringify(res.body));
      assert.match(res.body.invMessage, message);
    };

    const everything = [...held, { permissionId: '2002', actionList: ['query', 'get', 'add', 'audit'] }];
    await refused(app.call('Role/Update', { roleId: own, permissions: everything }, rm), /^不能修改或删除自己所属的角色/);
    await refused(app.call('Role/Update', { roleId: own, roleName: '改个名' }, rm), /^不能修改或删除自己所属的角色/);
    await refused(app.call('Role/Remove', { roleId: own }, rm), /^不能修改或删除自己所属的角色/);
    assert.deepEqual((await app.call('Role/Detail', { roleId: own }, t)).body.returnData.permissions, held, 'the own role is unchanged');

    await refused(app.call('Role/Save', { roleName: uniq('全权'), permissions: everything }, rm), /^不能授予自己没有的权限：销售单的查询/);
    await refused(
      app.call('Role/Save', { roleName: uniq('删商品'), permissions: [{ permissionId: '3001', actionList: ['query', 'delete'] }] }, rm),
      /^不能授予自己没有的权限：商品管理的删除/,
    );
    const lesser = await app.call(
      'Role/Save',
      { roleName: uniq('看商品'), permissions: [{ permissionId: '3001', actionList: ['query'] }] },
      rm,
    );
    assert.equal(lesser.status, 200, JSON.stringify(lesser.body));
    const lesserId = lesser.body.returnData.roleId;
    await refused(
      app.call('Role/Update', { roleId: lesserId, permissions: [{ permissionId: '3001', actionList: ['query', 'add'] }] }, rm),
      /^不能授予自己没有的权限：商品管理的新增/,
    );
    assert.equal(
      (await app.call('Role/Update', { roleId: lesserId, permissions: [{ permissionId: '3001', actionList: ['query', 'get'] }] }, rm))
        .status,
      200,
    );

    // A role the administrator made wider keeps what it has: the manager may take away, not add.
    const wide = (
      await app.call(
        'Role/Save',
        { roleName: uniq('店长'), permissions: [{ permissionId: '2002', actionList: ['query', 'get', 'add'] }] },
        t,
      )
    ).body.returnData.roleId;
    assert.equal(
      (
        await app.call(
          'Role/Update',
          { roleId: wide, roleName: uniq('店长'), permissions: [{ permissionId: '2002', actionList: ['query', 'add'] }] },
          rm,
        )
      ).status,
      200,
    );
    await refused(
      app.call('Role/Update', { roleId: wide, permissions: [{ permissionId: '2002', actionList: ['query', 'add', 'audit'] }] }, rm),
      /^不能授予自己没有的权限：销售单的审核/,
    );

    // 员工管理 is the administrator's whatever a role says: no employee assigns roles, makes an administrator or changes their own permissions.
    const staff = (
      await app.call(
        'Role/Save',
        { roleName: uniq('管员工'), permissions: [{ permissionId: '7002', actionList: ['query', 'get', 'add', 'edit'] }] },
        t,
      )
    ).body.returnData.roleId;
    const staffLogin = uniq('hr');
    const hrUser = (await app.call('User/Save', { loginName: staffLogin, password: 'hr123456', userName: '管员工的', roleId: staff }, t))
      .body.returnData.userId;
    const hr = { token: (await app.call('Login/Login', { loginName: staffLogin, password: 'hr123456' })).body.returnData.token };
    assert.equal(
      (await app.call('User/Save', { loginName: uniq('x'), password: 'x1234567', userName: '新人', roleId: wide }, hr)).status,
      403,
    );
    assert.equal(
      (await app.call('User/Update', { userId: hrUser, roleId: wide, pricePerm: '111111111', warehousePerm: '' }, hr)).status,
      403,
    );
    await app.call('User/Update', { userId: hrUser, isAdmin: 1 }, t);
    assert.equal((await app.call('User/Detail', { userId: hrUser }, t)).body.returnData.isAdmin, 0, 'no call makes an administrator');
  });

  test('User, Role and Company Update take the fields to change: one field changes that field alone', async () => {
    const co = await register(2);
    const t = { token: co.token };
    const permissions = [
      { permissionId: '3001', actionList: ['query', 'get'] },
      { permissionId: '2004', actionList: ['query'] },
    ];
    const roleId = (await app.call('Role/Save', { roleName: '店员', permissions }, t)).body.returnData.roleId;
    assert.equal((await app.call('Role/Update', { roleId, roleName: '收银员' }, t)).status, 200);
    const renamed = (await app.call('Role/Detail', { roleId }, t)).body.returnData;
    assert.deepEqual([renamed.roleName, renamed.permissions], ['收银员', permissions]);
    const fewer = [{ permissionId: '3001', actionList: ['query'] }];
    assert.equal((await app.call('Role/Update', { roleId, permissions: fewer }, t)).status, 200);
    assert.equal((await app.call('Role/Update', { roleId }, t)).status, 200, 'nothing to change is no failure');
    assert.equal((await app.call('Role/Update', { roleId, roleName: '收银员', permissions: fewer }, t)).status, 200);
    assert.equal((await app.call('Role/Update', { roleId, roleName: ' ' }, t)).body.invMessage, '角色名称不能为空');
    assert.equal((await app.call('Role/Update', { roleId, permissions: null }, t)).body.invMessage, '权限不能为空');
    const role = (await app.call('Role/Detail', { roleId }, t)).body.returnData;
    assert.deepEqual([role.roleName, role.permissions], ['收银员', fewer]);
    assert.deepEqual(
      role.history.map((h: any) => h.title),
      ['新增角色', '修改角色', '修改角色'],
      'no-change and refused updates append nothing',
    );
    assert.equal((await app.call('Role/Update', { roleId: 'missing', roleName: 'x' }, t)).body.errorCode, 'NOT_FOUND');

    const loginName = uniq('pt');
    const userId = (
      await app.call(
        'User/Save',
        { loginName, password: 'clerk123', userName: '小王', phone: '13900000000', roleId, pricePerm: '11', warehousePerm: 'w1' },
        t,
      )
    ).body.returnData.userId;
    const staff = (await app.call('Login/Login', { loginName, password: 'clerk123' })).body.returnData;
    const before = (await app.call('User/Detail', { userId }, t)).body.returnData;
    assert.equal((await app.call('User/Update', { userId, userName: '王师傅' }, t)).status, 200);
    const after = (await app.call('User/Detail', { userId }, t)).body.returnData;
    assert.deepEqual({ ...after, history: undefined }, { ...before, userName: '王师傅', history: undefined });
    assert.equal((await app.call('Menu/List', {}, { token: staff.token })).status, 200, 'a profile change leaves the sessions alone');
    assert.equal((await app.call('User/Update', { userId }, t)).status, 200);
    assert.equal((await app.call('User/Update', { userId, userName: '王师傅', phone: '13900000000', pricePerm: '11' }, t)).status, 200);
    const refused = await app.call('User/Update', { userId, userName: '' }, t);
    assert.deepEqual([refused.status, refused.body.errorCode, refused.body.invMessage], [400, 'VALIDATION', '员工姓名不能为空']);
    assert.equal((await app.call('User/Update', { userId, password: '' }, t)).body.invMessage, '密码不能为空');
    assert.equal((await app.call('User/Update', { userId, phone: '123' }, t)).body.invMessage, '手机号格式不正确，应为11位手机号');
    assert.deepEqual(
      (await app.call('User/Detail', { userId }, t)).body.returnData.history.map((h: any) => h.title),
      ['新增员工', '修改员工'],
    );
    assert.equal((await app.call('User/Update', { userId, pricePerm: '', warehousePerm: null }, t)).status, 200);
    const cleared = (await app.call('User/Detail', { userId }, t)).body.returnData;
    assert.deepEqual([cleared.pricePerm, cleared.warehousePerm, cleared.phone, cleared.roleId], ['000000000', '', '13900000000', roleId]);
    assert.equal((await app.call('User/Update', { userId: 'missing', userName: 'x' }, t)).body.errorCode, 'NOT_FOUND');

    const companyEvents = async () => (await app.infra.store.readStream(`Company-${co.companyId}`)).length;
    assert.equal((await app.call('Company/Update', { phone: '021-12345678', address: '上海' }, t)).status, 200);
    const events = await companyEvents();
    const company = await app.call('Company/Update', { address: '杭州' }, t);
    assert.deepEqual(
      [company.body.returnData.companyName, company.body.returnData.phone, company.body.returnData.address],
      ['测试商行', '021-12345678', '杭州'],
    );
    assert.equal((await app.call('Company/Update', {}, t)).status, 200);
    assert.equal((await app.call('Company/Update', { companyName: '测试商行', address: '杭州' }, t)).status, 200);
    assert.equal((await app.call('Company/Update', { companyName: '' }, t)).body.invMessage, '公司名称不能为空');
    assert.equal(await companyEvents(), events + 1, 'only the address change was appended');
    const noPhone = (await app.call('Company/Update', { phone: '' }, t)).body.returnData;
    assert.deepEqual([noPhone.companyName, noPhone.phone, noPhone.address], ['测试商行', '', '杭州']);
  });

  test('closed books refuse every write with the seed message', async () => {
    const co = await register(2);
    const closed = await app.infra.store.append(
      [
        {
          streamId: `Company-${co.companyId}`,
          streamType: 'Company',
          expectedVersion: 'any',
          events: [{ type: 'CompanyBooksClosed', data: {} }],
        },
      ],
      { companyId: co.companyId, userId: co.currentUserId },
    );
    await app.infra.runner.waitFor(closed.position);
    const res = await app.call('Role/Save', { roleName: '甲', permissions: [] }, { token: co.token });
    assert.equal(res.status, 422);
    assert.equal(res.body.errorCode, 'CLOSED_BOOKS');
    assert.equal(res.body.invMessage, '当前为已结存账套,不可做任何操作');
    assert.equal((await app.call('Company/Detail', {}, { token: co.token })).status, 200, 'reads still work');
  });

  test('no call reads or changes another company data', async () => {
    const role = (await app.call('Role/Save', { roleName: '仓管', permissions: [] }, { token: other.token })).body.returnData.roleId;
    const user = (await app.call('User/Save', { loginName: uniq('o'), password: 'secret123', userName: '外人' }, { token: other.token }))
      .body.returnData.userId;
    const t = { token: boss.token };
    assert.equal((await app.call('Role/Detail', { roleId: role }, t)).status, 404);
    assert.equal((await app.call('User/Detail', { userId: user }, t)).status, 404);
    assert.equal((await app.call('User/Permission', { userId: user }, t)).status, 404);
    for (const [path, body] of [
      ['Role/Update', { roleId: role, roleName: '改名' }],
      ['Role/Remove', { roleId: role }],
      ['User/Update', { userId: user, userName: '改名' }],
      ['User/Lock', { userId: user }],
      ['User/Remove', { userId: user }],
    ] as const) {
      const res = await app.call(path, body, t);
      assert.notEqual(res.status, 200, `${path} must not touch another company`);
    }
    const roles = (await app.call('Role/PageQuery', { pageSize: 200 }, t)).body.returnData.data;
    assert.ok(!roles.some((r: any) => r.roleId === role));
    const users = (await app.call('User/PageQuery', { pageSize: 200 }, t)).body.returnData.data;
    assert.ok(!users.some((u: any) => u.userId === user));
    const stillThere = await app.call('Role/Detail', { roleId: role }, { token: other.token });
    assert.equal(stillThere.body.returnData.roleName, '仓管');
    assert.equal((await app.call('Company/Detail', {}, t)).body.returnData.companyId, boss.companyId);
  });
});
