-- 期初 (opening stock, bill type 100) of a company newest first, walked without reading its other movements.
create index stock_flow_openings on stock_flow (company_id, flow_id) where bill_type = 100;
