-- Custom SQL migration file, put your code below! --
-- fitted_parts: a staff search that found no part by a serial is kept until a part is fitted, removed or its
-- serial changes (`staff:units`, as robot_units does in migration companies_list_notify; a found part's answer
-- drops with `unit:<id>`, migration change_notify).
CREATE TRIGGER fitted_parts_notify_staff_search AFTER INSERT OR UPDATE OF sn, removed_at ON fitted_parts
  FOR EACH STATEMENT EXECUTE FUNCTION pp_notify_fixed('staff:units');
