-- Read model of the class trees (product, customer and supplier classes).
create table class_nodes (
  node_id     text primary key,
  company_id  text not null,
  kind        text not null,
  parent_id   text,
  name        text not null,
  sort        int not null,
  removed     boolean not null default false,
  updated_at  timestamptz not null
);
create index class_nodes_children on class_nodes (company_id, kind, parent_id) where not removed;
