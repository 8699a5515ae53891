/**
 * The field names of an API record, checked by tsc: react-admin takes any string as a field's `source`
 * or `sortBy`, so a field renamed in the API would otherwise pass the build and show an empty column.
 * `const user = fieldsOf<User>();` then `<TextField source={user('username')} />`.
 */
export const fieldsOf =
  <RecordType,>() =>
  <Name extends keyof RecordType & string>(name: Name): Name =>
    name;
