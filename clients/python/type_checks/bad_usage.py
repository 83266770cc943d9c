"""Mistakes the client's types catch: pyright --strict must report each line marked ``# error`` and
no other (tests/client/python-client.test.ts). Never run; it is only type-checked."""

from turkiye_divisions import Client

client = Client(base_url="http://127.0.0.1:4321")

client.get_province("34")  # error: ids are ints
client.get_province(34, fields=["id", "nmae"])  # error: no such field
client.list_provinces(sort="area")  # error: not a sort order
client.list_provinces(isCoastal=True)  # error: keywords are snake_case
client.list_province_districts(34, province_id=34)  # error: the parent is the path's, given once
client.search_places("kadikoy")  # error: query parameters are keywords
client.locate_point(latitude=40.99)  # error: longitude is required
client.parse_addresses(["a"], size=10)  # error: no such argument
name: str = client.get_province(34, fields=["name"])["data"]["name"]  # error: a selection may lack it
whole: str = client.get_province(34)["data"]["name"]
for district in client.iter_list_province_districts(34):
    print(district["name"], district["stats"]["villageCount"])
for selected in client.iter_list_province_districts(34, fields=["name"]):
    print(selected["name"])  # error: a selection may lack it
hit_postal_code: str = client.search_places(q="moda")["data"][0]["postalCode"]  # error: provinces have none
