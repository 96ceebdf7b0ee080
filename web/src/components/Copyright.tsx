import { PRODUCT_NAME } from '../config/site';

export function Copyright() {
  return (
    <>
      Copyright © {new Date().getFullYear()} {PRODUCT_NAME}
    </>
  );
}
