-- A made-to-order size set aside keeps its recipe (000 §7 PUT /cart/v2/saveForLater recipeId,
-- issue 26 point 13): two designs of one size are two saved items, as they are two bag lines.
alter table saved_items add column recipe_id text;
alter table saved_items drop constraint saved_items_list_id_upc_key;
create unique index saved_items_kind on saved_items (list_id, upc, (coalesce(recipe_id, '')));
