-- 公司信息 (/company/CompanyInfo): the contact person, tax number and industry beside the name, logo, phone and address.
alter table companies add column contact text not null default '';
alter table companies add column tax_no text not null default '';
alter table companies add column industry text not null default '';
