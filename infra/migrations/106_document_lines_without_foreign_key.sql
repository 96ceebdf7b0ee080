-- document_lines is a read model the documents projection writes after its document in the same transaction (and
-- rebuilds from the events): the foreign key's check of every line (a look-up and a key-share lock on the document's
-- row, five per five-line sale) guarded nothing the projection does not already hold.
alter table document_lines drop constraint document_lines_doc_id_fkey;
