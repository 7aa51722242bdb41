import { Body, Controller, Get, Header, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ContactMessage, SuccessResponse } from '@sahha/contracts';

import { Public } from '../common/public.decorator';
import { Roles } from '../common/roles.decorator';
import { ContactThrottlerGuard } from './contact-throttle';
import { ContactService } from './contact.service';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Public()
  @UseGuards(ContactThrottlerGuard)
  @Post()
  @ApiOperation({ summary: 'Contact form (/contact); anyone may send it' })
  async submit(@Body() dto: CreateContactMessageDto): Promise<SuccessResponse> {
    await this.contact.create(dto);
    return { success: true };
  }

  @Roles('admin')
  @Get('messages')
  // Names and e-mail addresses: personal data no browser or proxy cache should keep.
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Admin dashboard: every contact message newest first' })
  list(): Promise<ContactMessage[]> {
    return this.contact.list();
  }
}
