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


def words(data_type, word_order, value):
    """Register words of a value: big-endian words, swapped for the LE word order."""
    raw = struct.pack(FORMATS[data_type], value)
    result = [int.from_bytes(raw[i : i + 2], "big") for i in range(0, len(raw), 2)]
    return result if word_order == "BE" else list(reversed(result))


def table(points):
    """Registers from address 0 of (data type, word order, value) laid end to end."""
    registers = []
    for data_type, word_order, value in points:
        registers += words(data_type, word_order, value)
    return registers


# Addresses 0-14; the tests hold the same table.
HOLDING = table(
    [
        ("UINT16", "BE", 2305),
        ("INT16", "BE", -123),
        ("UINT32", "BE", 72000),
        ("UINT32", "LE", 72000),
        ("INT32", "BE", -100000),
        ("INT32", "LE", -100000),
        ("FLOAT", "BE", 21.75),
        ("FLOAT", "LE", -3.5),
        ("UINT16", "BE", 0b10100110),
    ]
)
INPUT = table(
    [
        ("UINT16", "BE", 500),
        ("INT16", "BE", -40),
        ("UINT32", "BE", 123456),
        ("UINT32", "LE", 123456),
        ("INT32", "BE", -7),
        ("INT32", "LE", -7),
        ("FLOAT", "BE", 1013.25),
        ("FLOAT", "LE", 0.5),
        ("UINT16", "BE", 0xFF01),
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
