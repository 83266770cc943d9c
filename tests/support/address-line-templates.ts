// Address lines whose places are known, for the tests of many addresses at once (the offline command
// and the page): [line template, kind, id, district id, province id], ids from data/2025. `{no}` is
// where a test writes a building number to keep lines distinct (a five-digit number would be read as
// a postal code).
export const addressLineTemplates = [
  ['Caferaga Mh. Moda Cd. {no} 34710 Kadikoy/ISTANBUL', 'neighborhood', 40512, 1421, 34],
  ['Kızılay Mah. Atatürk Blv. {no} Çankaya/Ankara', 'neighborhood', 1569, 1231, 6],
  ['Alsancak Mah. 1456 Sk. {no} Konak/İzmir', 'neighborhood', 41154, 1819, 35],
  ['Akdurak Köyü {no} Besni/Adıyaman', 'village', 675, 1182, 2],
] as const;
