// @ts-check
/** Sign-in: every VU signs in (Login/Login, the password hash checked) as the company's owner and signs out again. */
import { call, options as optionsFor, setUpCompany } from './lib/api.js';

const COMPANY = 'k6 登录压测';

export const options = optionsFor('Login/Login', 2000);

export function setup() {
  return setUpCompany(COMPANY, { products: 0 });
}

/** @param {import('./lib/api.js').Company} company */
export default function (company) {
  const session = call('Login/Login', { loginName: company.loginName, password: company.password }, '', {
    'a new token': (d) => typeof d.token === 'string' && d.token !== company.token,
    'the same company': (d) => d.companyName === COMPANY,
  });
  if (session) call('Login/Logout', {}, session.token);
}
