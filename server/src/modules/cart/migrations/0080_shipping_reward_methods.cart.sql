-- A SHIPPING reward names the shipping methods it takes off (issue 26 point 4, decision 0081).
-- Rows stored before took every method off, so "free standard shipping" made Express free too.
-- They now name the standard methods, which is what every stored one (the demo's FREESHIP)
-- promised; a SHIPPING reward without methods never applies.
update promotions
   set reward = jsonb_set(reward, '{methods}', '["STANDARD", "STANDARD_CUSTOMS"]')
 where level = 'SHIPPING' and not (reward ? 'methods');
