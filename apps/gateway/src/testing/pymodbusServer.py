"""A Modbus TCP server (pymodbus 3.0) holding known values, for the gateway's protocol tests.

Usage: /usr/bin/python3 pymodbusServer.py <port> <unit id>
Prints "ready <port>" once listening on 127.0.0.1, and exits when stdin closes so a test
runner that dies never leaves it behind. Unknown unit ids get exception 0x0B.
"""

import asyncio
import struct
import sys

from pymodbus.datastore import (
    ModbusSequentialDataBlock,
    ModbusServerContext,
    ModbusSlaveContext,
)
from pymodbus.server.async_io import ModbusTcpServer

FORMATS = {"UINT16": ">H", "INT16": ">h", "UINT32": ">I", "INT32": ">i", "FLOAT": ">f"}

# Where each byte of the big-endian value (A B C D) goes in each byte order; a 16-bit value
# (A B) is only byte-swapped, by BADC and DCBA.
BYTE_POSITIONS = {
    4: {"ABCD": [0, 1, 2, 3], "CDAB": [2, 3, 0, 1], "BADC": [1, 0, 3, 2], "DCBA": [3, 2, 1, 0]},
    2: {"ABCD": [0, 1], "CDAB": [0, 1], "BADC": [1, 0], "DCBA": [1, 0]},
}


def words(data_type, word_order, value):
    """Register words of a value, its bytes laid out in the byte order."""
    raw = struct.pack(FORMATS[data_type], value)
    ordered = bytes(raw[i] for i in BYTE_POSITIONS[len(raw)][word_order])
    return [int.from_bytes(ordered[i : i + 2], "big") for i in range(0, len(ordered), 2)]


def table(points):
    """Registers from address 0 of (data type, word order, value) laid end to end."""
    registers = []
    for data_type, word_order, value in points:
        registers += words(data_type, word_order, value)
    return registers


# Holding registers 0-25, input registers 0-23; the tests hold the same tables.
HOLDING = table(
    [
        ("UINT16", "ABCD", 2305),
        ("INT16", "ABCD", -123),
        ("UINT32", "ABCD", 72000),
        ("UINT32", "CDAB", 72000),
        ("INT32", "ABCD", -100000),
        ("INT32", "CDAB", -100000),
        ("FLOAT", "ABCD", 21.75),
        ("FLOAT", "CDAB", -3.5),
        ("UINT16", "ABCD", 0b10100110),
        ("UINT32", "BADC", 72000),
        ("INT32", "DCBA", -100000),
        ("FLOAT", "BADC", 21.75),
        ("FLOAT", "DCBA", -3.5),
        ("INT16", "BADC", -123),
        ("FLOAT", "CDAB", 123.456),
    ]
)
INPUT = table(
    [
        ("UINT16", "ABCD", 500),
        ("INT16", "ABCD", -40),
        ("UINT32", "ABCD", 123456),
        ("UINT32", "CDAB", 123456),
        ("INT32", "ABCD", -7),
        ("INT32", "CDAB", -7),
        ("FLOAT", "ABCD", 1013.25),
        ("FLOAT", "CDAB", 0.5),
        ("UINT16", "ABCD", 0xFF01),
        ("UINT32", "DCBA", 123456),
        ("INT32", "BADC", -7),
        ("FLOAT", "DCBA", 1013.25),
        ("FLOAT", "BADC", 0.5),
        ("UINT16", "DCBA", 500),
    ]
)
COILS = [True, False, True, True]
DISCRETE_INPUTS = [False, True, False, False]


async def main():
    port = int(sys.argv[1])
    unit = int(sys.argv[2])
    device = ModbusSlaveContext(
        co=ModbusSequentialDataBlock(0, COILS),
        di=ModbusSequentialDataBlock(0, DISCRETE_INPUTS),
        hr=ModbusSequentialDataBlock(0, HOLDING),
        ir=ModbusSequentialDataBlock(0, INPUT),
        zero_mode=True,
    )
    server = ModbusTcpServer(
        ModbusServerContext(slaves={unit: device}, single=False),
        address=("127.0.0.1", port),
    )
    serving = asyncio.create_task(server.serve_forever())
    await server.serving
    print(f"ready {port}", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
    await server.shutdown()
    serving.cancel()


asyncio.run(main())
